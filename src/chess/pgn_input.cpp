// The PGN reader's input: a window over the stream, read line by line.
#include "pgn_reader.h"

namespace touchmove::chess {

using namespace pgn_detail;

// Reads more input, first dropping the bytes before `keep` if the window
// has no room; returns how far the kept bytes moved towards the start.
std::size_t PgnReader::Impl::fill(std::size_t keep) {
    if (in_ == nullptr || end_of_input_) {
        end_of_input_ = true;
        return 0;
    }
    std::size_t shift = 0;
    if (capacity_ - size_ < read_size_) {
        if (keep > 0) {
            std::memmove(storage_.get(), storage_.get() + keep, size_ - keep);
            size_ -= keep;
            window_offset_ += keep;
            shift = keep;
        }
        if (capacity_ - size_ < read_size_) {
            capacity_ = std::max(capacity_ * 2, size_ + read_size_);
            auto grown = std::make_unique_for_overwrite<char[]>(capacity_);
            if (size_ > 0)
                std::memcpy(grown.get(), storage_.get(), size_);
            storage_ = std::move(grown);
        }
    }
    in_->read(storage_.get() + size_, static_cast<std::streamsize>(read_size_));
    size_ += static_cast<std::size_t>(in_->gcount());
    if (!*in_) {
        end_of_input_ = true;
        io_error_ = in_->bad();
    }
    data_ = storage_.get();
    return shift;
}

// Moves to the next line; false at the end of the input. A line longer
// than MaxPgnLineLength is dropped unread and comes back empty, with
// overlong_line_ set.
bool PgnReader::Impl::next_line() {
    std::size_t start = next_line_;
    std::size_t scan = start;
    bool dropping = false;
    for (;;) {
        // Where the next read goes on looking: a CR not judged yet is looked at again.
        std::size_t resume = size_;
        if (line_end_char_ == 0)
            resume = detect_line_ends(scan);
        const char eol = line_end_char_ == '\r' ? '\r' : '\n';
        const char* newline = scan < size_ ? find_byte(data_ + scan, eol, size_ - scan) : nullptr;
        if (newline != nullptr) {
            line_end_ = static_cast<std::size_t>(static_cast<const char*>(newline) - data_);
            next_line_ = line_end_ + 1;
            if (dropping)
                start = line_end_;
            break;
        }
        if (end_of_input_) {
            if (start == size_ && !dropping) {
                line_begin_ = line_end_ = pos_ = next_line_ = size_;
                return false;
            }
            line_end_ = next_line_ = size_;
            if (dropping)
                start = size_;
            break;
        }
        if (!dropping && size_ - start > MaxPgnLineLength) {
            dropping = true;
            pin_ = NoIndex;
        }
        if (dropping)
            start = size_;
        scan = std::max(resume, start);
        std::size_t shift = fill(pin_ != NoIndex ? std::min(pin_, start) : start);
        start -= shift;
        scan -= shift;
        if (pin_ != NoIndex)
            pin_ -= shift;
    }
    ++line_;
    overlong_line_ = dropping;
    if (line_end_char_ == '\r' && start < line_end_ && data_[start] == '\n')
        ++start;  // the LF of a CR LF, in a file whose lines end in CR
    line_begin_ = pos_ = start;
    if (line_end_ > line_begin_ && data_[line_end_ - 1] == '\r')
        --line_end_;
    if (line_ == 1 && window_offset_ + line_begin_ == 0 && bom_at(line_begin_))
        line_begin_ = pos_ = line_begin_ + 3;
    return true;
}

// Sets line_end_char_ from the first line end at or after `from`: '\r' where
// it is a CR alone (a file from classic Mac OS, whose lines all end so),
// else '\n' (LF, CR LF, and CR CR LF, which doubled conversions leave).
// Leaves it unset while the input read so far holds no line end to judge,
// and returns where to look again once more is read (the CR that the next
// bytes will judge), else size_.
std::size_t PgnReader::Impl::detect_line_ends(std::size_t from) {
    for (std::size_t i = from; i < size_; ++i) {
        if (data_[i] == '\n') {
            line_end_char_ = '\n';
            return size_;
        }
        if (data_[i] != '\r')
            continue;
        // CR LF or CR CR LF, or a CR alone: the bytes after it tell.
        const std::size_t lf = i + 1 < size_ && data_[i + 1] == '\r' ? i + 2 : i + 1;
        if (lf >= size_ && !end_of_input_)
            return i;  // judged once the next bytes are read
        line_end_char_ = lf < size_ && data_[lf] == '\n' ? '\n' : '\r';
        return size_;
    }
    if (end_of_input_)
        line_end_char_ = '\n';
    return size_;
}

// Moves to the next line of the game, skipping "%" escape lines and
// enforcing the size limits; false at the end of the input.
bool PgnReader::Impl::advance() {
    for (;;) {
        if (!next_line()) {
            if (io_error_ && !io_error_reported_) {
                io_error_reported_ = true;
                fail(PgnErrorKind::Io, line_, 0, "the input could not be read to its end");
            }
            return false;
        }
        if (overlong_line_) {
            fail(PgnErrorKind::TooLong, line_, 1,
                 "line longer than " + std::to_string(MaxPgnLineLength) + " bytes");
            return true;
        }
        // A line after the tags that is neither a tag nor blank begins the
        // movetext, which counts its own bytes.
        const bool tags = section_ == Section::Tags;
        const bool movetext_begins =
            tags && !is_blank_line() && !looks_like_tag_line() && data_[line_begin_] != '%';
        section_bytes_ += line_end_ - line_begin_ + 1;
        if (!movetext_begins)
            check_section_length();
        if (!in_comment_ && line_begin_ < line_end_ && data_[line_begin_] == '%') {
            pos_ = line_end_;
            continue;
        }
        return true;
    }
}

// Fails the game once its tag section or movetext is over its limit.
void PgnReader::Impl::check_section_length() {
    const bool tags = section_ == Section::Tags;
    const std::size_t limit = tags ? MaxPgnTagSectionLength : MaxPgnMovetextLength;
    if (section_bytes_ > limit && !broken_)
        fail(PgnErrorKind::TooLong, line_, 1,
             std::string(tags ? "tag section" : "movetext") + " of the game is longer than " +
                 std::to_string(limit) + " bytes");
}

bool PgnReader::Impl::is_blank_line() const {
    for (std::size_t i = line_begin_; i < line_end_; ++i)
        if (!is_space(data_[i]))
            return false;
    return true;
}

// True when the current line opens with a tag pair ("[Event "), which a
// comment never closed before the next game would swallow.
bool PgnReader::Impl::looks_like_tag_line() const {
    return looks_like_tag_at(line_begin_);
}

// True when a tag pair opens at p: '[', a name, blanks, '"'.
bool PgnReader::Impl::looks_like_tag_at(std::size_t p) const {
    if (p + 3 > line_end_ || data_[p] != '[')
        return false;
    ++p;
    char first = data_[p];
    if (!((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z')))
        return false;
    while (p < line_end_ && has_class(data_[p], ClassTagName))
        ++p;
    p = skip_spaces(p);
    return p < line_end_ && data_[p] == '"';
}

}  // namespace touchmove::chess
