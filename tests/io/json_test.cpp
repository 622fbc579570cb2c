// The JSON adapter: answers out, JSON Lines events in.
#include "touchmove/io/json.h"

#include <gtest/gtest.h>

namespace touchmove::io {
namespace {

TEST(Json, QuotesEscapesAndReplacesBytesThatAreNotUtf8) {
    EXPECT_EQ(json_quote("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"");
    EXPECT_EQ(json_quote("tôi sửa quân"), "\"tôi sửa quân\"");
    EXPECT_EQ(json_quote(std::string("j\xff'adoube")), "\"j\\ufffd'adoube\"");
    EXPECT_EQ(json_quote(std::string("\xc3")), "\"\\ufffd\"");  // a sequence cut short
    EXPECT_EQ(json_quote(std::string("a\x01\tb\x7f")), "\"a\\u0001\\tb\x7f\"");
    EXPECT_EQ(json_quote(""), "\"\"");
}

// A say event whose text is not UTF-8: event_to_json writes it with
// replacement characters instead of throwing (nlohmann refuses to write
// invalid UTF-8).
TEST(Json, EventWithTextThatIsNotUtf8IsWrittenWithReplacements) {
    auto parsed = parse_event_line("white say \"q\xfe\"", 1);
    ASSERT_TRUE(parsed);
    const auto& e = std::get<arbiter::BoardEvent>(*parsed);
    std::string json;
    EXPECT_NO_THROW(json = event_to_json(e));
    EXPECT_NE(json.find("\xEF\xBF\xBD"), std::string::npos);  // U+FFFD
    auto back = parse_json_line(json, 1);
    ASSERT_TRUE(back) << back.error().message;
}

TEST(Json, ReadsEventsAndHeadersAndSaysWhatIsWrong) {
    auto e = parse_json_line(
        R"({"side":"white","action":"touch","squares":["e1","h1"],"castle":true})", 3);
    ASSERT_TRUE(e);
    EXPECT_EQ(std::get<arbiter::BoardEvent>(*e).to_text(), "white touch e1+h1 castle");
    auto h = parse_json_line(R"({"laws":"2023"})", 1);
    ASSERT_TRUE(h && std::holds_alternative<Header>(*h));
    auto bad = parse_json_line(R"({"side":"white","action":"touch","squares":["e9"]})", 4);
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().line, 4);
    auto broken = parse_json_line(R"({"side":"white",)", 5);
    ASSERT_FALSE(broken);
    EXPECT_NE(broken.error().message.find("invalid JSON"), std::string::npos);
    auto unknown =
        parse_json_line(R"({"side":"white","action":"touch","squares":["e2"],"foot":1})", 6);
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error().message.find("foot"), std::string::npos);
}

// Nothing is obeyed that the line does not say as an event or a header,
// and nothing is dropped: a key given twice, "square" beside "squares",
// an event whose side names a header, a header key that holds its value.
// Each error points at the key at fault.
TEST(Json, AKeyGivenTwiceOrAHeaderInAnEventsPlaceIsAnError) {
    struct Case {
        const char* line;
        int column;
        const char* says;
    };
    const Case cases[] = {
        {R"({"side":"white","action":"touch","squares":["e2"],"side":"black"})", 51, "twice"},
        {R"({"side":"white","action":"lift","square":"g1","accidental":true,"accidental":false})",
         65, "twice"},
        {R"({"side":"laws","action":"2023"})", 2, "\"side\""},
        {R"({"side":"mode","action":"enforce"})", 2, "\"side\""},
        {R"({"laws 2023":""})", 2, "unknown header"},
        {R"({"clock    yes":""})", 2, "unknown header"},
        {R"({"foo":[1]})", 2, "unknown header"},
        {R"({"side":"white"})", 2, "missing \"action\""},
        {R"({"side":1,"action":"touch","squares":["e2"]})", 2, "\"side\""},
        {R"({"side":"white","action":"touch","square":"e2","squares":["d2"]})", 34, "not both"},
        {R"({"side":"white","action":"touch","squares":["e2"],"t":18446744073709551615})", 51,
         "\"t\""},
        {R"({"side":"white","action":"say","text":5})", 32, "\"text\" must be a string"},
        {R"({"side":"white","action":"place","square":"e8"})", 17, "needs \"piece\""},
    };
    for (const Case& c : cases) {
        auto e = parse_json_line(c.line, 3);
        ASSERT_FALSE(e) << c.line;
        EXPECT_EQ(e.error().line, 3) << c.line;
        EXPECT_EQ(e.error().column, c.column) << c.line;
        EXPECT_NE(e.error().message.find(c.says), std::string::npos)
            << c.line << ": " << e.error().message;
    }
}

// A value is its own field and nothing more: text that the text form would
// read as more of the event (another word, a comment, a modifier) is an
// error, and so is a value of the wrong type, never dropped or obeyed.
TEST(Json, AValueCannotBecomeMoreOfTheEvent) {
    const char* bad[] = {
        R"({"side":"white","action":"touch e2"})",
        R"({"side":"white touch d2 #","action":"clock"})",
        R"({"side":"white","action":"lift","square":"g1","hand":"left castle"})",
        R"({"side":"white","action":"lift","square":"g1","hand":"left t=5"})",
        R"({"side":"white","action":"touch","squares":["b1"],"accidental":"yes"})",
        R"({"side":"white","action":"touch","squares":["c2"],"castle":1})",
        R"({"side":"white","action":"touch","squares":["c2 castle"]})",
        R"({"side":"white","action":"lift","square":7})",
        R"({"side":"white","action":"place","square":"e8","piece":"#"})",
        R"({"side":"white","action":"touch","squares":["c2"],"text":"j'adoube"})",
        R"({"side":"white","action":"lift","square":"c2","piece":"P"})",
        R"({"side":"white","action":"say","text":"j'adoube
white clock"})",
        R"({"laws":"2023 # 2005"})",
        R"({"side":"white","action":"claim","square":"accidental"})",
        R"({"side":"white","action":"clock","squares":["castle"]})",
        R"({"side":"white","action":"say","text":"hello","squares":["e2"]})",
        R"({"side":"white","action":"place","piece":"Q","squares":["a3","b3"]})",
        R"({"side":"white","action":"lift","squares":["e2","d2"]})",
    };
    for (const char* line : bad) {
        auto e = parse_json_line(line, 2);
        EXPECT_FALSE(e) << line << " was read as " << std::get<arbiter::BoardEvent>(*e).to_text();
        if (!e) {
            EXPECT_EQ(e.error().line, 2);
        }
    }
    auto good = parse_json_line(
        R"({"side":"black","action":"release","square":"e5","piece":"P","hand":"right","accidental":false,"t":12})",
        1);
    ASSERT_TRUE(good) << good.error().message;
    EXPECT_EQ(std::get<arbiter::BoardEvent>(*good).to_text(), "black release e5 P hand=right t=12");
}

}  // namespace
}  // namespace touchmove::io
