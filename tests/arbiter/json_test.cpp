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
}

// Found by events_fuzzer: a say event whose text is not UTF-8 made
// event_to_json throw (nlohmann refuses to write invalid UTF-8).
TEST(Json, EventWithTextThatIsNotUtf8IsWrittenWithReplacements) {
    auto parsed = arbiter::parse_event_line("white say \"q\xfe\"", 1);
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
    ASSERT_TRUE(h && std::holds_alternative<arbiter::Header>(*h));
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

}  // namespace
}  // namespace touchmove::io
