// The board's own words in English, German and Vietnamese. The rulings come
// from the server already in the viewer's language; these are the labels.
const words = {
    en: {
        title: "touchmove: touch-move chess",
        tagline: "Chess online as at a tournament table: the piece you touch is the piece you move (FIDE Laws, Article 4).",
        newGame: "New game", laws: "Laws of Chess", mode: "Mode",
        enforce: "enforce: a forbidden action is refused",
        observe: "observe: every action stands, the arbiter rules (practice for over-the-board play)",
        timeControl: "Time control", minutes: "minutes", increment: "increment (s)", untimed: "untimed",
        fen: "Start position (FEN, optional)", whiteName: "White's name", blackName: "Black's name",
        create: "Create the game", links: "Send each player their link; keep the spectators' link for everyone else.",
        asWhite: "White's link", asBlack: "Black's link", asSpectator: "Spectators' link", open: "open", copy: "copy", copied: "copied",
        white: "White", black: "Black", spectator: "spectator", toMove: "{side} to move", noGame: "There is no such game on this server.", youAre: "you",
        badLink: "This link is not valid for this game: ask for your link again.",
        watching: "You are watching", adjust: "J'adoube", adjusting: "J'adoube: click the pieces to straighten; a drag ends it",
        adjustOn: "J'adoube (on)",
        clock: "Clock", claim: "Claim", draw: "Offer draw", acceptDraw: "Accept draw", resign: "Resign",
        confirmResign: "Resign this game?", flip: "Flip board", moves: "Moves", rulings: "Rulings",
        pgn: "Download the game (PGN)",
        permitted: "Permitted now", any: "any legal move", holds: "holds", refused: "Refused",
        notYourMove: "Not your move", notLegal: "not a legal move",
        notVictim: "Only a piece you can capture now can be taken off the board",
        offline: "connection lost: reconnecting…", over: "Game over", drawOffered: "offers a draw",
        present: "here", absent: "away", spectators: "spectators", error: "Not sent",
        reasons: {checkmate: "checkmate", stalemate: "stalemate", flag: "flag fall", resignation: "resignation",
            agreement: "agreed draw", "7.5.5": "illegal moves (7.5.5)", "dead position": "dead position"},
        promote: "Promote to", language: "Language", help: "Press a piece: a touch. Drag it: you lift it. Drop it: you let go. Drag an opponent's piece off the board: you take it (a capture, en passant). Space bar: the clock. Keyboard: the arrow keys and Enter on the board."
    },
    de: {
        title: "touchmove: berührt – geführt",
        tagline: "Schach online wie am Turnierbrett: Die berührte Figur muss gezogen werden (FIDE-Schachregeln, Artikel 4).",
        newGame: "Neue Partie", laws: "Schachregeln", mode: "Modus",
        enforce: "durchsetzen: eine verbotene Handlung wird abgelehnt",
        observe: "beobachten: jede Handlung bleibt, der Schiedsrichter entscheidet (Übung für das Brett)",
        timeControl: "Bedenkzeit", minutes: "Minuten", increment: "Zeitgutschrift (s)", untimed: "ohne Uhr",
        fen: "Ausgangsstellung (FEN, optional)", whiteName: "Name Weiß", blackName: "Name Schwarz",
        create: "Partie anlegen", links: "Jeder Spieler erhält seinen Link; der Zuschauerlink ist für alle anderen.",
        asWhite: "Link für Weiß", asBlack: "Link für Schwarz", asSpectator: "Link für Zuschauer", open: "öffnen", copy: "kopieren", copied: "kopiert",
        white: "Weiß", black: "Schwarz", spectator: "Zuschauer", toMove: "{side} am Zug", noGame: "Diese Partie gibt es auf diesem Server nicht.", youAre: "Sie",
        badLink: "Dieser Link gilt nicht für diese Partie: Bitten Sie um Ihren Link.",
        watching: "Sie schauen zu", adjust: "J'adoube", adjusting: "J'adoube: Figuren zum Zurechtrücken anklicken; Ziehen beendet es",
        adjustOn: "J'adoube (an)",
        clock: "Uhr", claim: "Reklamieren", draw: "Remis anbieten", acceptDraw: "Remis annehmen", resign: "Aufgeben",
        confirmResign: "Diese Partie aufgeben?", flip: "Brett drehen", moves: "Züge", rulings: "Entscheidungen",
        pgn: "Partie herunterladen (PGN)",
        permitted: "Jetzt erlaubt", any: "jeder regelgemäße Zug", holds: "hält", refused: "Abgelehnt",
        notYourMove: "Sie sind nicht am Zug", notLegal: "kein regelgemäßer Zug",
        notVictim: "Vom Brett nehmen lässt sich nur eine Figur, die Sie jetzt schlagen können",
        offline: "Verbindung verloren: verbinde neu…", over: "Partie beendet", drawOffered: "bietet Remis an",
        present: "da", absent: "weg", spectators: "Zuschauer", error: "Nicht gesendet",
        reasons: {checkmate: "Matt", stalemate: "Patt", flag: "Zeitüberschreitung", resignation: "Aufgabe",
            agreement: "Remis vereinbart", "7.5.5": "regelwidrige Züge (7.5.5)", "dead position": "tote Stellung"},
        promote: "Umwandeln in", language: "Sprache", help: "Figur antippen: berühren. Figur verschieben: anheben. Loslassen: absetzen. Gegnerische Figur vom Brett schieben: schlagen (auch en passant). Leertaste: die Uhr. Tastatur: Pfeiltasten und Eingabetaste auf dem Brett."
    },
    vi: {
        title: "touchmove: chạm quân phải đi",
        tagline: "Cờ vua trực tuyến như tại bàn thi đấu: chạm quân nào phải đi quân đó (Luật Cờ vua FIDE, Điều 4).",
        newGame: "Ván mới", laws: "Luật Cờ vua", mode: "Chế độ",
        enforce: "bắt buộc: hành động vi phạm bị từ chối",
        observe: "quan sát: mọi hành động được giữ, trọng tài phán quyết (luyện tập cho bàn cờ thật)",
        timeControl: "Thời gian", minutes: "phút", increment: "cộng thêm (giây)", untimed: "không đồng hồ",
        fen: "Thế cờ ban đầu (FEN, tùy chọn)", whiteName: "Tên bên Trắng", blackName: "Tên bên Đen",
        create: "Tạo ván cờ", links: "Gửi cho mỗi đấu thủ đường dẫn của mình; đường dẫn khán giả dành cho mọi người khác.",
        asWhite: "Đường dẫn bên Trắng", asBlack: "Đường dẫn bên Đen", asSpectator: "Đường dẫn khán giả", open: "mở", copy: "sao chép", copied: "đã sao chép",
        white: "Trắng", black: "Đen", spectator: "khán giả", toMove: "Đến lượt {side}", noGame: "Không có ván cờ này trên máy chủ.", youAre: "bạn",
        badLink: "Đường dẫn này không hợp lệ cho ván cờ này: hãy xin lại đường dẫn của bạn.",
        watching: "Bạn đang xem", adjust: "J'adoube", adjusting: "J'adoube: bấm vào quân để sửa lại; kéo quân để kết thúc",
        adjustOn: "J'adoube (đang bật)",
        clock: "Đồng hồ", claim: "Khiếu nại", draw: "Cầu hòa", acceptDraw: "Đồng ý hòa", resign: "Xin thua",
        confirmResign: "Xin thua ván này?", flip: "Lật bàn cờ", moves: "Các nước đi", rulings: "Phán quyết",
        pgn: "Tải ván cờ (PGN)",
        permitted: "Được phép lúc này", any: "mọi nước đi hợp lệ", holds: "cầm", refused: "Bị từ chối",
        notYourMove: "Chưa đến lượt bạn", notLegal: "không phải nước đi hợp lệ",
        notVictim: "Chỉ được nhấc ra khỏi bàn quân mà bạn có thể bắt lúc này",
        offline: "mất kết nối: đang kết nối lại…", over: "Ván cờ kết thúc", drawOffered: "cầu hòa",
        present: "có mặt", absent: "vắng", spectators: "khán giả", error: "Không gửi được",
        reasons: {checkmate: "chiếu hết", stalemate: "hết nước đi", flag: "hết giờ", resignation: "xin thua",
            agreement: "thỏa thuận hòa", "7.5.5": "nước đi không hợp lệ (7.5.5)", "dead position": "thế cờ chết"},
        promote: "Phong cấp thành", language: "Ngôn ngữ", help: "Nhấn vào quân: chạm. Kéo: nhấc quân lên. Thả: đặt quân xuống. Kéo quân đối phương ra khỏi bàn: bắt quân (kể cả bắt tốt qua đường). Phím cách: bấm đồng hồ. Bàn phím: phím mũi tên và Enter trên bàn cờ."
    }
}

export const languages = Object.keys(words)

// The language of this page: ?lang=, else the last one chosen, else the browser's.
export function pageLanguage() {
    const asked = new URLSearchParams(location.search).get("lang") ?? localStorage.getItem("touchmove.lang")
    if (languages.includes(asked)) return asked
    const browser = (navigator.language || "en").slice(0, 2)
    return languages.includes(browser) ? browser : "en"
}

export function remember(lang) {
    localStorage.setItem("touchmove.lang", lang)
}

export function translator(lang) {
    return words[lang] ?? words.en
}
