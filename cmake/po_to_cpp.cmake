# Turns gettext catalogues into a C++ table that src/io/messages.cpp
# includes, so that the build needs neither gettext nor any other tool.
#
#   cmake -DPO_DIR=<dir> -DLANGUAGES=de,vi -DOUTPUT=<file.inc> -P po_to_cpp.cmake
#
# Reads <PO_DIR>/<language>.po for each language and writes one initializer
# per translated message: {"de", "msgctxt", "msgid", "msgstr"}. The strings
# keep their PO escapes (\" \\ \n \t), which mean the same in C++, and a
# string continued over several lines becomes adjacent C++ literals. Fuzzy
# entries count as untranslated, as msgfmt treats them; plural forms are not
# supported (the arbiter's messages have none).
cmake_minimum_required(VERSION 3.25)

foreach(var PO_DIR LANGUAGES OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "po_to_cpp.cmake: -D${var}=... is required")
  endif()
endforeach()

# CMake lists split at ';' and treat brackets specially: hide them while the
# text travels through lists, and put them back when writing.
set(semi "@TM_SEMICOLON@")
set(lbr "@TM_LBRACKET@")
set(rbr "@TM_RBRACKET@")

set(rows "")
string(REPLACE "," ";" languages "${LANGUAGES}")
foreach(lang IN LISTS languages)
  set(po "${PO_DIR}/${lang}.po")
  if(NOT EXISTS "${po}")
    message(FATAL_ERROR "po_to_cpp.cmake: ${po} not found")
  endif()
  file(READ "${po}" text)
  string(REPLACE ";" "${semi}" text "${text}")
  string(REPLACE "[" "${lbr}" text "${text}")
  string(REPLACE "]" "${rbr}" text "${text}")
  string(REPLACE "\r" "" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  list(APPEND lines "")  # ends the last entry

  set(field "")
  set(fuzzy FALSE)
  set(ctx "")
  set(id "")
  set(str "")
  set(seen_str FALSE)
  set(line_no 0)
  foreach(line IN LISTS lines)
    math(EXPR line_no "${line_no} + 1")
    string(STRIP "${line}" line)
    set(keyword "")
    set(value "")
    set(comment FALSE)
    if(line MATCHES "^(msgctxt|msgid|msgstr)[ \t]+\"(.*)\"$")
      set(keyword "${CMAKE_MATCH_1}")
      set(value "${CMAKE_MATCH_2}")
    elseif(line MATCHES "^\"(.*)\"$")
      set(value "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^(msgid_plural|msgstr${lbr})")
      message(FATAL_ERROR "${po}:${line_no}: plural forms are not supported")
    elseif(line MATCHES "^#")
      set(comment TRUE)
    elseif(NOT line STREQUAL "")
      message(FATAL_ERROR "${po}:${line_no}: cannot read: ${line}")
    endif()

    # An entry ends at a blank line, a comment, or the msgctxt or msgid that
    # starts the next one (msgid starts one unless a msgctxt came just before).
    set(ends FALSE)
    if(line STREQUAL "" OR comment OR keyword STREQUAL "msgctxt"
       OR (keyword STREQUAL "msgid" AND NOT field STREQUAL "msgctxt"))
      set(ends TRUE)
    endif()
    if(ends AND seen_str)
      if(NOT id STREQUAL "\"\"" AND NOT str STREQUAL "\"\"" AND NOT fuzzy)
        string(APPEND rows "    {\"${lang}\", ${ctx}, ${id}, ${str}},\n")
      endif()
      set(ctx "")
      set(id "")
      set(str "")
      set(seen_str FALSE)
      set(fuzzy FALSE)
      set(field "")
    endif()
    if(comment)
      # Flags ("#, fuzzy") belong to the entry that follows; obsolete
      # entries ("#~") and other comments are skipped.
      if(line MATCHES "^#,.*fuzzy")
        set(fuzzy TRUE)
      endif()
      continue()
    endif()
    if(line STREQUAL "")
      continue()
    endif()

    if(NOT keyword STREQUAL "")
      set(field "${keyword}")
      if(field STREQUAL "msgctxt")
        set(ctx "\"${value}\"")
      elseif(field STREQUAL "msgid")
        set(id "\"${value}\"")
        if(ctx STREQUAL "")
          set(ctx "\"\"")
        endif()
      else()
        set(str "\"${value}\"")
        set(seen_str TRUE)
      endif()
    elseif(field STREQUAL "msgctxt")
      string(APPEND ctx " \"${value}\"")
    elseif(field STREQUAL "msgid")
      string(APPEND id " \"${value}\"")
    elseif(field STREQUAL "msgstr")
      string(APPEND str " \"${value}\"")
    else()
      message(FATAL_ERROR "${po}:${line_no}: a string outside an entry")
    endif()
  endforeach()
endforeach()

string(REPLACE "${semi}" ";" rows "${rows}")
string(REPLACE "${lbr}" "[" rows "${rows}")
string(REPLACE "${rbr}" "]" rows "${rows}")

set(content "// Generated from po/*.po by cmake/po_to_cpp.cmake: edit the .po files, not this.
// {language, msgctxt, msgid, msgstr}
constexpr CatalogueEntry Catalogue[] = {
${rows}};
")
set(tmp "${OUTPUT}.tmp")
file(WRITE "${tmp}" "${content}")
file(COPY_FILE "${tmp}" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${tmp}")
