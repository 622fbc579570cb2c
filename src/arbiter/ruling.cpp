#include "touchmove/arbiter/ruling.h"

namespace touchmove::arbiter {

std::string_view to_string(Edition e) {
    return e == Edition::Fide2005 ? "2005" : "2023";
}

std::string_view article(Clause c, Edition e) {
    const bool old = e == Edition::Fide2005;
    switch (c) {
        case Clause::OneHand:
            return "4.1";
        case Clause::Adjust:
            return old ? "4.2" : "4.2.1";
        case Clause::AdjustIntent:
            return old ? "4.2" : "4.2.2";
        case Clause::TouchOwn:
            return old ? "4.3a" : "4.3.1";
        case Clause::TouchOpponent:
            return old ? "4.3b" : "4.3.2";
        case Clause::TouchBoth:
            return old ? "4.3c" : "4.3.3";
        case Clause::CastleKingRook:
            return old ? "4.4a" : "4.4.1";
        case Clause::CastleRookFirst:
            return old ? "4.4b" : "4.4.2";
        case Clause::CastleIllegal:
            return old ? "4.4c" : "4.4.3";
        case Clause::PromotionChoice:
            return old ? "4.7" : "4.4.4";
        case Clause::NoneMovable:
            return "4.5";
        case Clause::Promotion:
            return old ? "4.7" : "4.6";
        case Clause::ClaimRight:
            return old ? "4.6" : "4.8";
        case Clause::Released:
            return "4.7";
        case Clause::IllegalMove:
            return old ? "3" : "7.5.1";
        case Clause::UnreplacedPawn:
            return old ? "3" : "7.5.2";
        case Clause::NoMove:
            return old ? "3" : "7.5.3";
        case Clause::TwoHandedMove:
            return old ? "4.1" : "7.5.4";
        case Clause::Unnumbered:
            return "";
        case Clause::GameDecided:
            return old ? "3" : "7.5.5";
        case Clause::Checkmate:
            return old ? "5.1a" : "5.1.1";
        case Clause::Stalemate:
            return old ? "5.2a" : "5.2.1";
        case Clause::Displaced:
            return old ? "7.3" : "7.4.1";
    }
    return "?";
}

std::string_view to_string(RulingType t) {
    switch (t) {
        case RulingType::Obligation:
            return "obligation";
        case RulingType::Violation:
            return "violation";
        case RulingType::Note:
            return "note";
        case RulingType::Claim:
            return "claim";
    }
    return "?";
}

std::string_view to_string(ClaimResult r) {
    switch (r) {
        case ClaimResult::Upheld:
            return "upheld";
        case ClaimResult::Rejected:
            return "rejected";
        case ClaimResult::Forfeited:
            return "forfeited";
    }
    return "?";
}

}  // namespace touchmove::arbiter
