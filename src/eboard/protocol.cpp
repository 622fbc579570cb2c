#include "touchmove/eboard/protocol.h"

#include "touchmove/eboard/dgt.h"
#include "touchmove/eboard/millennium.h"

namespace touchmove::eboard {

Report dropped_report(std::size_t count, std::string why) {
    Report r;
    r.kind = Report::Kind::Dropped;
    r.dropped = count;
    r.why = std::move(why);
    return r;
}

void DroppedBytes::drop(std::size_t count, std::string_view why, std::vector<Report>& out) {
    if (count_ == 0)
        why_ = why;
    count_ += count;
    if (count_ >= limit_)
        flush(out);
}

void DroppedBytes::flush(std::vector<Report>& out) {
    if (count_ == 0)
        return;
    out.push_back(dropped_report(count_, std::move(why_)));
    count_ = 0;
    why_.clear();
}

namespace {

struct BoardType {
    std::string_view name;
    std::unique_ptr<Protocol> (*make)();
};

template <class P>
std::unique_ptr<Protocol> make() {
    return std::make_unique<P>();
}

constexpr BoardType BoardTypes[] = {
    {"dgt", make<DgtProtocol>},
    {"millennium", make<MillenniumProtocol>},
};

}  // namespace

std::unique_ptr<Protocol> make_protocol(std::string_view name) {
    for (const BoardType& type : BoardTypes)
        if (type.name == name)
            return type.make();
    return nullptr;
}

}  // namespace touchmove::eboard
