#include "touchmove/server/web_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace touchmove::server {

namespace fs = std::filesystem;

namespace {

// The built board is well under a megabyte; this bounds a wrong --web.
constexpr std::uintmax_t MaxTotalBytes = 64u << 20;

std::string content_type(const fs::path& path) {
    static const std::map<std::string, std::string, std::less<>> types{
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".json", "application/json"},
        {".webmanifest", "application/manifest+json"},
        {".woff2", "font/woff2"},
        {".txt", "text/plain; charset=utf-8"}};
    auto it = types.find(path.extension().string());
    return it == types.end() ? "application/octet-stream" : it->second;
}

}  // namespace

chess::Expected<WebFiles, std::string> WebFiles::load(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return chess::Unexpected{dir + ": no such directory"};
    WebFiles web;
    std::uintmax_t total = 0;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it);
         it.increment(ec)) {
        if (!it->is_regular_file(ec))
            continue;
        total += it->file_size(ec);
        if (total > MaxTotalBytes)
            return chess::Unexpected{dir + ": more than 64 MiB of files"};
        std::ifstream in(it->path(), std::ios::binary);
        std::ostringstream body;
        body << in.rdbuf();
        if (!in)
            return chess::Unexpected{it->path().string() + ": cannot be read"};
        const std::string path = "/" + fs::relative(it->path(), dir).generic_string();
        web.files_[path] = WebFile{content_type(it->path()), std::move(body).str(),
                                   path.rfind("/assets/", 0) == 0};
    }
    if (ec)
        return chess::Unexpected{dir + ": " + ec.message()};
    return web;
}

const WebFile* WebFiles::find(std::string_view target) const {
    std::string_view path = target.substr(0, target.find_first_of("?#"));
    if (path == "/")
        path = "/index.html";
    else if (path.rfind("/game/", 0) == 0 && path.find('/', 6) == std::string_view::npos)
        path = "/game.html";
    auto it = files_.find(path);
    return it == files_.end() ? nullptr : &it->second;
}

}  // namespace touchmove::server
