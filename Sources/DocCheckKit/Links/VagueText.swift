/// Words that say nothing on their own, in every language the documents ship in: link text
/// a screen reader user hears in a list of links ("click here"), and alt text that names
/// the kind of thing instead of what it shows ("screenshot"). Compared after `normalized`.
enum VagueText {
    /// Link text that does not say where a link leads.
    static let linkText: [String: [String]] = [
        "en": [
            "click here", "click", "click this", "click this link", "click on this link", "click the link", "here", "link",
            "this link", "the link", "follow this link", "this", "more", "read more", "learn more", "more info",
            "more information", "see more", "see here", "go", "go here", "this page",
        ],
        "de": [
            "hier", "hier klicken", "klicken sie hier", "klick hier", "klicken", "mehr", "weiterlesen", "mehr lesen", "mehr erfahren",
            "link", "dieser link", "diesen link",
        ],
        "es": [
            "aquí", "haga clic aquí", "haz clic aquí", "clic aquí", "pulse aquí", "pulsa aquí", "haga clic", "más", "leer más",
            "ver más", "más información", "enlace", "este enlace",
        ],
        "fr": [
            "ici", "cliquez ici", "clique ici", "cliquer ici", "cliquez", "plus", "lire la suite", "en savoir plus", "voir plus",
            "lien", "ce lien",
        ],
        "hi": [
            "यहाँ", "यहां", "यहाँ क्लिक करें", "यहां क्लिक करें", "क्लिक करें", "और पढ़ें", "अधिक पढ़ें", "अधिक जानें", "और जानें", "लिंक",
            "यह लिंक",
        ],
        "ja": [
            "ここ", "こちら", "ここをクリック", "ここをクリックしてください", "こちらをクリック", "クリック", "リンク", "このリンク", "もっと見る",
            "続きを読む", "詳しくはこちら",
        ],
        "ko": [
            "여기", "여기를 클릭", "여기를 클릭하세요", "여기 클릭", "클릭", "링크", "이 링크", "더 보기", "더보기", "자세히 보기", "자세히",
        ],
        "pt-BR": [
            "aqui", "clique aqui", "clica aqui", "clique", "mais", "leia mais", "saiba mais", "veja mais", "link", "este link",
        ],
        "tr": [
            "burada", "buraya", "buraya tıklayın", "buraya tıkla", "buraya tiklayin", "tıklayın", "tıkla", "tiklayin", "daha fazla",
            "devamını oku", "bağlantı", "bu bağlantı", "link",
        ],
        "zh-Hans": [
            "点击这里", "点击此处", "这里", "此处", "点此", "点击", "链接", "这个链接", "更多", "了解更多", "阅读更多", "查看更多",
        ],
    ]

    /// Alt text that names the kind of picture instead of what it shows.
    static let imageAlt: [String: [String]] = [
        "en": ["image", "img", "picture", "pic", "photo", "screenshot", "screen shot", "graphic", "figure", "icon", "alt", "alt text", "untitled"],
        "de": ["bild", "foto", "grafik", "bildschirmfoto", "screenshot", "abbildung"],
        "es": ["imagen", "foto", "captura", "captura de pantalla", "figura"],
        "fr": ["image", "photo", "capture", "capture d'écran", "capture d’écran", "figure"],
        "hi": ["छवि", "चित्र", "तस्वीर", "स्क्रीनशॉट", "फोटो"],
        "ja": ["画像", "写真", "スクリーンショット", "図", "イメージ"],
        "ko": ["이미지", "사진", "스크린샷", "그림"],
        "pt-BR": ["imagem", "foto", "captura de tela", "figura"],
        "tr": ["resim", "görsel", "görüntü", "ekran görüntüsü", "fotoğraf"],
        "zh-Hans": ["图片", "图像", "截图", "屏幕截图", "照片"],
    ]

    /// The languages the documents ship in, English first.
    static let languages = ["en", "de", "es", "fr", "hi", "ja", "ko", "pt-BR", "tr", "zh-Hans"]

    /// Each phrase with its language, for lookups; a phrase on several lists belongs to the
    /// first language in `languages` order.
    static let linkTextLanguages = index(linkText)
    static let imageAltLanguages = index(imageAlt)

    private static func index(_ lists: [String: [String]]) -> [String: String] {
        var index: [String: String] = [:]
        for language in languages.reversed() {
            for phrase in lists[language] ?? [] { index[phrase] = language }
        }
        return index
    }

    /// The language whose list holds `text` once normalized, nil when none does.
    static func language(of text: String, in index: [String: String]) -> String? {
        // No phrase is longer than a few words: a long text is never one of them.
        guard text.utf8.count <= 200 else { return nil }
        return index[normalized(text)]
    }

    /// Lowercased, with spaces made one and punctuation and symbols at either end taken off.
    static func normalized(_ text: String) -> String {
        // ASCII text by bytes: each byte is a Character, every printable one that is not a
        // letter or digit is punctuation or a symbol, and the white space is 9–13 and 32.
        guard text.isASCII else { return normalizedByCharacters(text) }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        let isEdge = { (byte: UInt8) in
            isSpace(byte) || (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
                || (0x7B...0x7E).contains(byte)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isSpace(byte) {
                if let last = bytes.last, last != 0x20 { bytes.append(0x20) }
            } else {
                bytes.append(byte.asciiLowercased)
            }
        }
        guard let first = bytes.firstIndex(where: { !isEdge($0) }), let last = bytes.lastIndex(where: { !isEdge($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// `normalized`, Character by Character: for any text.
    static func normalizedByCharacters(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let edge: (Character) -> Bool = { character in
            character.isWhitespace || character.isPunctuation || character.isSymbol
        }
        return String(words.drop(while: edge).reversed().drop(while: edge).reversed())
    }
}
