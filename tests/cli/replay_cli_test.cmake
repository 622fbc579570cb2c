# Tests of "touchmove replay" as a user runs it, one mode per test:
#
#   cmake -DTOUCHMOVE=path/to/touchmove -DSOURCE=repo -DGAMES=repo/tests/data/pgn -DWORK=dir
#         -DMODE=jobs|skipped|inject|round_trip -P replay_cli_test.cmake
#
# jobs        --jobs 1 and --jobs 2 give the same report and the same event
#             streams (all but the time line), over the bundled games and
#             two files of GAMES (one with CRLF line ends, one with LF)
# skipped     a game that cannot be read is reported with its file and line
#             and skipped; the run goes on and counts it
# inject      every kind of planted violation is planted and caught, with no
#             false alarm, over every game of GAMES (tests/data/pgn: 372
#             real games, tests/data/README.md)
# round_trip  the streams of --emit events and --emit jsonl read back by
#             "touchmove arbitrate" with no error line and the same violations
cmake_minimum_required(VERSION 3.25)

foreach(var TOUCHMOVE SOURCE GAMES WORK MODE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()

set(bundled "${SOURCE}/examples/sultan_khan.pgn")
set(games Carlsen.pgn Kasparov.pgn mir_khan.pgn twic0920.pgn)
list(TRANSFORM games PREPEND "${GAMES}/")
foreach(file IN LISTS games)
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "${file} is missing: the real games are in the repository's tests/data/pgn")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run(RESULT OUT ERR args...): runs touchmove with the arguments.
function(run result out err)
  execute_process(COMMAND "${TOUCHMOVE}" ${ARGN}
                  RESULT_VARIABLE r OUTPUT_VARIABLE o ERROR_VARIABLE e)
  set(${result} "${r}" PARENT_SCOPE)
  set(${out} "${o}" PARENT_SCOPE)
  set(${err} "${e}" PARENT_SCOPE)
endfunction()

function(expect_match text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: no match for '${regex}' in:\n${text}")
  endif()
endfunction()

# The report without its time line, which is the only thing allowed to differ.
function(without_time var text)
  string(REGEX REPLACE "time: [^\n]*\n" "" text "${text}")
  set(${var} "${text}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "jobs")
  set(files "${bundled}" "${GAMES}/mir_khan.pgn" "${GAMES}/twic0920.pgn")
  foreach(jobs 1 2)
    run(r out${jobs} err${jobs} replay --seed 7 --inject 0.1 --jobs ${jobs} ${files})
    if(NOT r EQUAL 0)
      message(FATAL_ERROR "--jobs ${jobs} exited with ${r}:\n${out${jobs}}${err${jobs}}")
    endif()
    without_time(out${jobs} "${out${jobs}}")
    run(r streams${jobs} serr replay --seed 7 --inject 0.1 --jobs ${jobs} --quiet
        --emit events ${files})
    if(NOT r EQUAL 0)
      message(FATAL_ERROR "--emit events --jobs ${jobs} exited with ${r}: ${serr}")
    endif()
  endforeach()
  # 40 + 10 + 113 games (tests/data/README.md).
  expect_match("${out1}" "replayed 163 games \\(0 skipped\\)" "--jobs 1")
  if(NOT out1 STREQUAL out2 OR NOT err1 STREQUAL err2)
    message(FATAL_ERROR "--jobs 1 and --jobs 2 differ:\n${out1}${err1}\n----\n${out2}${err2}")
  endif()
  string(LENGTH "${streams1}" length)
  if(length LESS 100000 OR NOT streams1 STREQUAL streams2)
    message(FATAL_ERROR "the event streams of --jobs 1 and --jobs 2 differ (or are empty)")
  endif()
  # Another seed, other events.
  run(r streams3 serr replay --seed 8 --inject 0.1 --quiet --emit events ${files})
  if(streams3 STREQUAL streams1)
    message(FATAL_ERROR "--seed 8 gave the same events as --seed 7")
  endif()

elseif(MODE STREQUAL "skipped")
  set(broken "${SOURCE}/tests/chess/data/pgn/broken_second_game.pgn")
  run(r out err replay --jobs 2 "${bundled}" "${broken}")
  if(NOT r EQUAL 1)
    message(FATAL_ERROR "a skipped game should make the exit status 1, not ${r}:\n${out}${err}")
  endif()
  # The second game of the file has an illegal move (4. Ke3) on its line 14.
  expect_match("${err}" "broken_second_game\\.pgn:14:[0-9]+: skipped game 2 \\(\"C - D\"\\): [^\n]*Ke3"
               "the skipped game")
  # The games after it, and in the file before, were replayed.
  expect_match("${out}" "replayed 42 games \\(1 skipped\\)" "the summary")
  expect_match("${out}" "false alarms: 0, missed: 0, disagreements: 0" "the summary")

elseif(MODE STREQUAL "inject")
  run(r out err replay --seed 1 --inject 0.05 ${games})
  if(NOT r EQUAL 0)
    message(FATAL_ERROR "replay --inject exited with ${r}:\n${out}${err}")
  endif()
  foreach(kind other-piece-moved rook-before-king released-piece-moved second-opponent-piece
               two-handed-capture illegal-move-clocked)
    if(NOT out MATCHES "\n  ${kind} +[^ ]+ +([0-9]+) +([0-9]+)\n")
      message(FATAL_ERROR "no line for ${kind} in:\n${out}")
    endif()
    if(CMAKE_MATCH_1 EQUAL 0 OR NOT CMAKE_MATCH_1 EQUAL CMAKE_MATCH_2)
      message(FATAL_ERROR "${kind}: ${CMAKE_MATCH_1} planted, ${CMAKE_MATCH_2} caught:\n${out}")
    endif()
  endforeach()
  expect_match("${out}" "replayed 372 games \\(0 skipped\\)" "the summary")
  expect_match("${out}" "false alarms: 0, missed: 0, disagreements: 0" "the summary")
  expect_match("${out}" "claims: [1-9][0-9]* upheld, [1-9][0-9]* forfeited" "the summary")
  if(NOT err STREQUAL "")
    message(FATAL_ERROR "problems reported:\n${err}")
  endif()

elseif(MODE STREQUAL "round_trip")
  foreach(format events jsonl)
    set(dir "${WORK}/${format}")
    run(r out err replay --seed 3 --inject 0.2 --emit ${format} --output "${dir}" "${bundled}")
    if(NOT r EQUAL 0)
      message(FATAL_ERROR "--emit ${format} exited with ${r}:\n${out}${err}")
    endif()
    # The summary counts the violations; arbitrate must find as many.
    if(NOT out MATCHES "violations by article: ([^\n]*)\n")
      message(FATAL_ERROR "no violations line in:\n${out}")
    endif()
    string(REGEX MATCHALL ": [0-9]+" counts "${CMAKE_MATCH_1}")
    set(expected 0)
    foreach(c IN LISTS counts)
      string(REPLACE ": " "" c "${c}")
      math(EXPR expected "${expected} + ${c}")
    endforeach()
    file(GLOB streams "${dir}/sultan_khan-*.${format}")
    list(LENGTH streams games)
    if(NOT games EQUAL 40)
      message(FATAL_ERROR "--emit ${format} --output wrote ${games} files, not 40")
    endif()
    set(found 0)
    foreach(stream IN LISTS streams)
      run(r answers err arbitrate "${stream}")
      if(NOT r EQUAL 0 OR answers MATCHES "\"error\"")
        message(FATAL_ERROR "arbitrate ${stream} exited with ${r}:\n${err}${answers}")
      endif()
      string(REGEX MATCHALL "\"type\": \"violation\"" v "${answers}")
      list(LENGTH v n)
      math(EXPR found "${found} + ${n}")
    endforeach()
    if(expected EQUAL 0 OR NOT found EQUAL expected)
      message(FATAL_ERROR "--emit ${format}: replay counted ${expected} violations, arbitrate ${found}")
    endif()
  endforeach()

else()
  message(FATAL_ERROR "unknown MODE ${MODE}")
endif()
