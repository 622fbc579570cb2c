// Article 4.2: the announcement of an adjustment, recognised in the four
// languages whatever the case, the accents, the spacing and the punctuation
// (docs/events.md, Details, Announcements); the scenarios of
// 4.2_adjust_phrases.tm test the phrases through the arbiter.
#include "../../src/arbiter/announcement.h"

#include <gtest/gtest.h>

#include <string>

namespace touchmove::arbiter {
namespace {

TEST(Announcement, Art4_2_TextIsComparedLowerCasedWithOneSpaceBetweenWords) {
    EXPECT_EQ(normalize_phrase("  Ich   KORRIGIERE \t"), "ich korrigiere");
    EXPECT_EQ(normalize_phrase("I\r\nadjust"), "i adjust");
    EXPECT_EQ(normalize_phrase(""), "");
    EXPECT_EQ(normalize_phrase(" \n\t "), "");
}

TEST(Announcement, Art4_2_AccentsApostrophesAndPunctuation) {
    EXPECT_EQ(normalize_phrase("J\u2019ADOUBE!"), "j'adoube");
    EXPECT_EQ(normalize_phrase("\u0110i\u1ec1u ch\u1ec9nh"), "dieu chinh");
    EXPECT_EQ(normalize_phrase("Stra\u00dfe"), "strasse");  // ß: two letters
    EXPECT_EQ(normalize_phrase("ad-just."), "adjust");      // dropped, not a space
    EXPECT_EQ(normalize_phrase("a\xff"
                               "b"),
              "a b");  // a malformed byte separates
    EXPECT_EQ(normalize_phrase("\xff\xfe ok \xc3"), "ok");
}

TEST(Announcement, Art4_2_PhrasesAreRecognisedHoweverWritten) {
    EXPECT_TRUE(is_adjust_announcement("j'adoube"));
    EXPECT_TRUE(is_adjust_announcement("  T\u00f4i   S\u1eeda QU\u00c2N  "));
    EXPECT_TRUE(is_adjust_announcement("Ich r\u00fccke zurecht."));
    EXPECT_TRUE(is_adjust_announcement("j'adoube" + std::string(40, ' ')));
    EXPECT_TRUE(is_adjust_announcement("adjust" + std::string(40, '!')));
    EXPECT_TRUE(is_adjust_announcement("J ADOUBE"));
    EXPECT_FALSE(is_adjust_announcement("check"));
    EXPECT_FALSE(is_adjust_announcement(""));
    EXPECT_FALSE(is_adjust_announcement(std::string(33, 'a')));
}

// A phrase counts as whole words inside a longer text, never as part of a word.
TEST(Announcement, Art4_2_PhrasesAreRecognisedAsWholeWordsInALongerText) {
    EXPECT_TRUE(is_adjust_announcement("sorry, j'adoube"));
    EXPECT_TRUE(is_adjust_announcement("I'm adjusting"));
    EXPECT_TRUE(is_adjust_announcement("tôi xin sửa quân"));
    EXPECT_TRUE(is_adjust_announcement("i adjust it"));
    EXPECT_TRUE(is_adjust_announcement("j'adoube " + std::string(300, 'x')));
    EXPECT_TRUE(is_adjust_announcement("Moment, ich korrigiere den Turm"));
    EXPECT_FALSE(is_adjust_announcement("readjusting"));
    EXPECT_FALSE(is_adjust_announcement("an adjustment"));
    EXPECT_FALSE(is_adjust_announcement("xadjust"));
    EXPECT_FALSE(is_adjust_announcement("i-adjust"));  // the hyphen is dropped: "iadjust"
    EXPECT_FALSE(is_adjust_announcement("sua quanh"));
}

}  // namespace
}  // namespace touchmove::arbiter
