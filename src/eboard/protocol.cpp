#include "touchmove/eboard/protocol.h"

#include "touchmove/eboard/dgt.h"
#include "touchmove/eboard/millennium.h"

namespace touchmove::eboard {

std::unique_ptr<Protocol> make_protocol(std::string_view name) {
    if (name == "dgt")
        return std::make_unique<DgtProtocol>();
    if (name == "millennium")
        return std::make_unique<MillenniumProtocol>();
    return nullptr;
}

}  // namespace touchmove::eboard
