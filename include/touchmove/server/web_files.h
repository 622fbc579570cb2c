// WebFiles: the web board's built files (web/dist), read into memory when
// the server starts. A request can reach only a file found there, so no
// path it names leads outside the directory.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "touchmove/chess/expected.h"

namespace touchmove::server {

struct WebFile {
    std::string content_type;
    std::string body;
    bool immutable = false;  // its name carries a hash of its content (assets/)
};

class WebFiles {
public:
    // Reads every regular file under `dir`; the error says what failed.
    static chess::Expected<WebFiles, std::string> load(const std::string& dir);

    // The file a GET of `target` shows: "/" is index.html, "/game/ID" the
    // board's page game.html, anything else the file of that path. Null
    // when there is none.
    const WebFile* find(std::string_view target) const;

    bool empty() const { return files_.empty(); }

private:
    std::map<std::string, WebFile, std::less<>> files_;  // by path: "/index.html"
};

}  // namespace touchmove::server
