// Ruling messages in every language: the catalogues in po/ are complete, and
// render() fills every placeholder.
#include "touchmove/io/messages.h"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace touchmove::io {
namespace {

using arbiter::Message;
using arbiter::MessageId;
using chess::Color;
using chess::PieceType;
using chess::Square;

constexpr Language Languages[] = {Language::English, Language::German, Language::Vietnamese};

std::vector<MessageId> all_message_ids() {
    std::vector<MessageId> ids;
    for (int i = static_cast<int>(MessageId::MustMoveTouched);
         i <= static_cast<int>(MessageId::DrawnByIllegalMoves); ++i)
        ids.push_back(static_cast<MessageId>(i));
    return ids;
}

// A message with every fact filled in, as a ruling might carry it.
Message typical(MessageId id, Color side = Color::White) {
    Message m{id, side};
    m.piece = PieceType::Knight;
    m.square = Square::G1;
    m.other_piece = PieceType::Bishop;
    m.other_square = Square::C5;
    m.text = "Nf3";
    return m;
}

// The placeholders "{name}" (letters and '_') in a text. Written by hand:
// GCC 12 warns falsely inside <regex> in the sanitizer build.
std::set<std::string> placeholders(const std::string& s) {
    std::set<std::string> out;
    for (std::size_t open = s.find('{'); open != std::string::npos; open = s.find('{', open + 1)) {
        std::size_t close = open + 1;
        while (close < s.size() &&
               (std::isalpha(static_cast<unsigned char>(s[close])) || s[close] == '_'))
            ++close;
        if (close < s.size() && s[close] == '}')
            out.insert(s.substr(open, close - open + 1));
    }
    return out;
}

bool has_placeholder(const std::string& s) {
    return !placeholders(s).empty();
}

TEST(Messages, EveryMessageRendersInEveryLanguage) {
    for (MessageId id : all_message_ids()) {
        for (Color side : {Color::White, Color::Black}) {
            Message full = typical(id, side);
            Message bare{id, side};  // no piece, square or text
            for (const Message& m : {full, bare}) {
                const std::string english = render(m, Language::English);
                for (Language l : Languages) {
                    const std::string s = render(m, l);
                    SCOPED_TRACE(std::string(to_code(l)) + " #" +
                                 std::to_string(static_cast<int>(id)) + ": " + s);
                    EXPECT_FALSE(s.empty());
                    EXPECT_FALSE(has_placeholder(s));
                    if (l != Language::English) {
                        EXPECT_NE(s, english) << "not translated";
                    }
                }
            }
        }
    }
}

TEST(Messages, English) {
    EXPECT_EQ(render(typical(MessageId::MustMoveTouched)),
              "White touched the knight on g1, the first piece touched that can move; the knight "
              "must be moved.");
    Message capture{MessageId::MustCaptureTouched, Color::White};
    capture.piece = PieceType::Knight;
    capture.square = Square::C6;
    EXPECT_EQ(render(capture),
              "White touched Black's knight on c6; the knight can be captured, so it must be "
              "captured.");
    Message with{MessageId::MustCaptureWith, Color::Black};
    with.piece = PieceType::Bishop;
    with.square = Square::C5;
    with.other_piece = PieceType::Pawn;
    with.other_square = Square::F2;
    EXPECT_EQ(render(with),
              "Black touched the bishop on c5 and White's pawn on f2; the bishop must capture it.");
    Message fixed{MessageId::FixedPieceMoved, Color::White};
    fixed.piece = PieceType::King;
    fixed.square = Square::E1;
    fixed.other_square = Square::G1;
    EXPECT_EQ(render(fixed),
              "White moved the king again after releasing it on g1 as part of a legal move; the "
              "king had to stay on g1.");
    Message upheld{MessageId::ClaimUpheld, Color::Black};
    upheld.text = "4.3a";
    EXPECT_EQ(render(upheld), "Black's claim is upheld: White broke Article 4.3a.");
    Message reinstated{MessageId::PositionReinstated, Color::White};
    reinstated.text = "the offending move";
    EXPECT_EQ(render(reinstated),
              "The position before the offending move is reinstated; White is to move and the "
              "touches of that turn still bind.");
    Message pawn{MessageId::PawnNotReplaced, Color::White};
    pawn.square = Square::E8;
    pawn.text = "; it becomes a queen and the move stands.";
    EXPECT_EQ(render(pawn),
              "White did not replace the pawn on e8; it becomes a queen and the move stands.");
    Message changed{MessageId::CompletedMoveChanged, Color::White};
    changed.piece = PieceType::Knight;
    changed.other_square = Square::C3;
    changed.text = "Na3";
    EXPECT_EQ(render(changed),
              "White changed the move made with the knight to c3 into Na3; a move made must "
              "stand.");
    Message displaced{MessageId::PieceDisplaced, Color::Black};
    displaced.piece = PieceType::Knight;
    displaced.square = Square::F3;
    EXPECT_EQ(render(displaced),
              "Black displaced the knight on f3 while not having the move; it is no part of "
              "White's move, and Black must put it back.");
    EXPECT_EQ(render(Message{MessageId::IllegalMoveSeen, Color::White}),
              "White made an illegal move and Black has touched a piece since; the position "
              "before it is reinstated.");
    EXPECT_EQ(render(Message{MessageId::ClaimTooLate, Color::Black}),
              "Black claims too late: Black's own move has been made since the breach.");
    EXPECT_EQ(render(Message{MessageId::ClockNotRunning, Color::Black}),
              "Black pressed the clock while it was not running; nothing changes.");
    Message chosen{MessageId::PromotionChosen, Color::White};
    chosen.piece = PieceType::Queen;
    chosen.square = Square::E8;
    EXPECT_EQ(render(chosen), "White put the queen on e8; the choice of piece is final.");
    EXPECT_EQ(render(Message{MessageId::EnforcedRefusal, Color::White}),
              "Refused: the action would break the rules.");
}

// A ruling that follows a reading says so after its sentence, in every language.
TEST(Messages, AReadingIsSaidAfterTheSentence) {
    for (Language l : Languages) {
        Message m = typical(MessageId::SeveralAtOnce);
        const std::string plain = render(m, l);
        m.reading = true;
        const std::string with = render(m, l);
        ASSERT_GT(with.size(), plain.size() + 20) << to_code(l);
        EXPECT_EQ(with.substr(0, plain.size() + 1), plain + " ") << to_code(l);
        EXPECT_EQ(with.back(), ')') << to_code(l);
        EXPECT_EQ(with.find("Arbiters' Manual") != std::string::npos, l == Language::English);
    }
}

// A move in SAN inside a message has the language's piece letters.
TEST(Messages, MovesAreWrittenWithTheLanguagesPieceLetters) {
    Message played{MessageId::MoveNotPermitted, Color::White};
    played.text = "Nxe8=Q+";
    EXPECT_NE(render(played, Language::English).find("Nxe8=Q+"), std::string::npos);
    EXPECT_NE(render(played, Language::German).find("Sxe8=D+"), std::string::npos);
    EXPECT_NE(render(played, Language::Vietnamese).find("Mxe8=H+"), std::string::npos);
    Message changed{MessageId::CompletedMoveChanged, Color::Black};
    changed.text = "O-O-O";
    EXPECT_NE(render(changed, Language::German).find("O-O-O"), std::string::npos);
    changed.text = "Kb1";
    EXPECT_NE(render(changed, Language::Vietnamese).find("Vb1"), std::string::npos);
    changed.text = "Rd1";
    EXPECT_NE(render(changed, Language::German).find("Td1"), std::string::npos);
    changed.text = "Bb5";
    EXPECT_NE(render(changed, Language::German).find("Lb5"), std::string::npos);
    EXPECT_NE(render(changed, Language::Vietnamese).find("Tb5"), std::string::npos);
    changed.text = "Rd1";
    EXPECT_NE(render(changed, Language::Vietnamese).find("Xd1"), std::string::npos);
    // A phrase is left alone (its German rendering is checked in Messages.German).
}

TEST(Messages, German) {
    Message king{MessageId::TouchedPiece, Color::White};
    king.piece = PieceType::King;
    king.square = Square::E1;
    EXPECT_EQ(render(king, Language::German), "Weiß hat den König auf e1 berührt.");
    Message capture{MessageId::MustCaptureTouched, Color::White};
    capture.piece = PieceType::Queen;
    capture.square = Square::D8;
    EXPECT_EQ(render(capture, Language::German),
              "Weiß hat die schwarze Dame auf d8 berührt; die Dame kann geschlagen werden und muss "
              "daher geschlagen werden.");
    Message pawn{MessageId::MustMoveTouched, Color::Black};
    pawn.piece = PieceType::Pawn;
    pawn.square = Square::E7;
    EXPECT_EQ(render(pawn, Language::German),
              "Schwarz hat den Bauern auf e7 berührt, die zuerst berührte Figur, die ziehen kann; "
              "der Bauer muss gezogen werden.");
    Message accident{MessageId::AccidentalTouch, Color::Black};
    accident.piece = PieceType::Pawn;
    accident.square = Square::E5;
    EXPECT_EQ(render(accident, Language::German),
              "Die Berührung von Schwarz mit dem Bauern auf e5 war unabsichtlich; sie verpflichtet "
              "zu nichts.");
    EXPECT_NE(render(typical(MessageId::MustCastle), Language::German).find("rochieren"),
              std::string::npos);
    Message reinstated{MessageId::PositionReinstated, Color::White};
    reinstated.text = "the offending move";
    EXPECT_EQ(render(reinstated, Language::German),
              "Die Stellung vor dem beanstandeten Zug wird wiederhergestellt; Weiß ist am Zug, und "
              "die Berührungen dieses Zuges bleiben verbindlich.");
}

TEST(Messages, Vietnamese) {
    EXPECT_EQ(render(typical(MessageId::MustMoveTouched), Language::Vietnamese),
              "Trắng đã chạm quân Mã ở ô g1, quân được chạm đầu tiên có thể di chuyển; phải đi "
              "quân Mã.");
    Message changed{MessageId::CompletedMoveChanged, Color::White};
    changed.piece = PieceType::Knight;
    changed.other_square = Square::G5;
    changed.text = "Nf3";
    EXPECT_EQ(render(changed, Language::Vietnamese),
              "Trắng đã đổi nước đi quân Mã đến ô g5 thành Mf3; nước đi đã thực hiện phải được "
              "giữ nguyên.");
    EXPECT_NE(render(typical(MessageId::MustCastle), Language::Vietnamese).find("nhập thành"),
              std::string::npos);
    EXPECT_NE(render(Message{MessageId::AdjustAnnounced, Color::Black}, Language::Vietnamese)
                  .find("sửa quân"),
              std::string::npos);
}

// A ruling with a sanction says it in words after its message, in every language.
TEST(Messages, SanctionsAreSaidInWords) {
    arbiter::Ruling r(arbiter::RulingType::Violation, arbiter::Clause::IllegalMove,
                      Message{MessageId::IllegalMoveMade, Color::White});
    const std::string plain = render(r.message);
    EXPECT_EQ(render(r), plain);
    r.sanction = arbiter::Sanction{arbiter::Sanction::Kind::Time, 120, Color::Black};
    EXPECT_EQ(render(r), plain + " Black receives 2 extra minutes.");
    EXPECT_EQ(render(r, Language::German), render(r.message, Language::German) +
                                               " Schwarz erhält 2 Minuten zusätzliche Bedenkzeit.");
    EXPECT_EQ(render(r, Language::Vietnamese),
              render(r.message, Language::Vietnamese) + " Đen được cộng thêm 2 phút.");
    r.sanction = arbiter::Sanction{arbiter::Sanction::Kind::Time, 90, Color::White};
    EXPECT_EQ(render(r), plain + " White receives 90 extra seconds.");
    r.sanction = arbiter::Sanction{arbiter::Sanction::Kind::Loss, 0, Color::White};
    EXPECT_EQ(render(r), plain + " White loses the game.");
    EXPECT_EQ(render(r, Language::German),
              render(r.message, Language::German) + " Weiß verliert die Partie.");
}

// A gettext catalogue as (msgctxt, msgid) -> msgstr, with fuzzy entries
// marked; enough of the PO format for the files in po/.
struct PoEntry {
    std::string msgstr;
    bool fuzzy = false;
};
using Po = std::map<std::pair<std::string, std::string>, PoEntry>;

std::string unquote(const std::string& line) {
    const std::size_t first = line.find('"');
    const std::size_t last = line.rfind('"');
    std::string out;
    for (std::size_t i = first + 1; i < last; ++i) {
        if (line[i] == '\\' && i + 1 < last) {
            ++i;
            out += line[i] == 'n' ? '\n' : line[i] == 't' ? '\t' : line[i];
        } else {
            out += line[i];
        }
    }
    return out;
}

Po read_po(const std::string& name) {
    const std::string path = std::string(TOUCHMOVE_TEST_DATA_DIR "/../po/") + name;
    std::ifstream in(path);
    EXPECT_TRUE(in) << "cannot open " << path;
    Po po;
    std::string ctx, id, str, line;
    std::string* field = nullptr;
    bool fuzzy = false, have_str = false;
    auto flush = [&] {
        if (have_str && !id.empty())
            po[{ctx, id}] = {str, fuzzy};
        ctx.clear(), id.clear(), str.clear();
        fuzzy = have_str = false;
        field = nullptr;
    };
    while (std::getline(in, line)) {
        if (line.rfind("msgctxt ", 0) == 0) {
            flush();
            field = &ctx;
        } else if (line.rfind("msgid ", 0) == 0) {
            if (field != &ctx)
                flush();
            field = &id;
        } else if (line.rfind("msgstr ", 0) == 0) {
            field = &str;
            have_str = true;
        } else if (line.rfind("#,", 0) == 0) {
            flush();
            fuzzy = line.find("fuzzy") != std::string::npos;
            continue;
        } else if (line.empty() || line[0] == '#') {
            flush();
            continue;
        }
        if (field)
            *field += unquote(line);
    }
    flush();
    return po;
}

TEST(Messages, CataloguesAreComplete) {
    const Po pot = read_po("touchmove.pot");
    ASSERT_GT(pot.size(), 30u);
    for (const char* name : {"de.po", "vi.po"}) {
        const Po po = read_po(name);
        for (const auto& [key, entry] : pot) {
            SCOPED_TRACE(std::string(name) + ": [" + key.first + "] " + key.second);
            const auto it = po.find(key);
            ASSERT_NE(it, po.end()) << "missing";
            EXPECT_FALSE(it->second.msgstr.empty()) << "untranslated";
            EXPECT_FALSE(it->second.fuzzy) << "fuzzy";
            EXPECT_EQ(placeholders(it->second.msgstr), placeholders(key.second));
        }
        for (const auto& [key, entry] : po)
            EXPECT_TRUE(pot.count(key)) << name << ": not in touchmove.pot: " << key.second;
    }
}

}  // namespace
}  // namespace touchmove::io
