// Scenario files: any text is run case by case without crashing.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "touchmove/io/scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    (void)touchmove::io::run_scenarios(in, "fuzz");
    return 0;
}
