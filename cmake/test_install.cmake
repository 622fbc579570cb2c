# Installs touchmove into a scratch prefix, builds examples/embed against it
# with find_package(touchmove), and runs it. Invoked by CTest.
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${WORK}/prefix"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
# Every project header an installed header includes is installed too (the
# private ones, such as src/replay/replay_rng.h, stay out of the public API).
file(GLOB_RECURSE installed_headers "${WORK}/prefix/include/touchmove/*.h")
foreach(header IN LISTS installed_headers)
  file(STRINGS "${header}" includes REGEX "^#include \"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" included "${line}")
    if(NOT EXISTS "${WORK}/prefix/include/${included}")
      message(FATAL_ERROR "${header} includes ${included}, which is not installed")
    endif()
  endforeach()
endforeach()
# A sanitizer build installs instrumented libraries: the example must be
# built with the same sanitizers to link with them.
set(flags "")
if(SANITIZE)
  set(flags -DCMAKE_CXX_FLAGS=-fsanitize=${SANITIZE} -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=${SANITIZE})
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE}/examples/embed" -B "${WORK}/build" -G Ninja
                        -DCMAKE_PREFIX_PATH=${WORK}/prefix -DCMAKE_CXX_COMPILER=${CXX} ${flags}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "configuring the example failed:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${WORK}/build" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "building the example failed:\n${out}")
endif()
execute_process(COMMAND "${WORK}/build/embed" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(rc OR NOT out MATCHES "violation 4.3a")
  message(FATAL_ERROR "the example did not report the 4.3a violation")
endif()
