// The types the system declares, as UniformTypeIdentifiers' `UTType` constants: identifier,
// supertypes, and the filename extensions and MIME types that map to them. Identifiers and
// conformances follow the declarations every Apple platform ships; the tags are the common
// ones for each format.

extension UTType {
    /// `public.item`.
    public static let item = UTType(declared: "public.item")
    /// `public.content`.
    public static let content = UTType(declared: "public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType(declared: "public.composite-content")
    /// `public.disk-image`.
    public static let diskImage = UTType(declared: "public.disk-image")
    /// `public.data`.
    public static let data = UTType(declared: "public.data")
    /// `public.directory`.
    public static let directory = UTType(declared: "public.directory")
    /// `com.apple.resolvable`.
    public static let resolvable = UTType(declared: "com.apple.resolvable")
    /// `public.symlink`.
    public static let symbolicLink = UTType(declared: "public.symlink")
    /// `public.executable`.
    public static let executable = UTType(declared: "public.executable")
    /// `com.apple.mount-point`.
    public static let mountPoint = UTType(declared: "com.apple.mount-point")
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType(declared: "com.apple.alias-file")
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(declared: "com.apple.bookmark")
    /// `public.url`.
    public static let url = UTType(declared: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(declared: "public.file-url")
    /// `public.text`.
    public static let text = UTType(declared: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(declared: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(declared: "public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(declared: "public.utf8-tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(declared: "public.rtf")
    /// `public.html`.
    public static let html = UTType(declared: "public.html")
    /// `public.xml`.
    public static let xml = UTType(declared: "public.xml")
    /// `public.yaml`.
    public static let yaml = UTType(declared: "public.yaml")
    /// `public.source-code`.
    public static let sourceCode = UTType(declared: "public.source-code")
    /// `public.assembly-source`.
    public static let assemblyLanguageSource = UTType(declared: "public.assembly-source")
    /// `public.c-source`.
    public static let cSource = UTType(declared: "public.c-source")
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType(declared: "public.objective-c-source")
    /// `public.swift-source`.
    public static let swiftSource = UTType(declared: "public.swift-source")
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`.
    public static let objectiveCPlusPlusSource = UTType(declared: "public.objective-c-plus-plus-source")
    /// `public.c-header`.
    public static let cHeader = UTType(declared: "public.c-header")
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType(declared: "public.c-plus-plus-header")
    /// `public.script`.
    public static let script = UTType(declared: "public.script")
    /// `com.apple.applescript.text`.
    public static let appleScript = UTType(declared: "com.apple.applescript.text")
    /// `com.apple.applescript.script`.
    public static let osaScript = UTType(declared: "com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`.
    public static let osaScriptBundle = UTType(declared: "com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType(declared: "com.netscape.javascript-source")
    /// `public.shell-script`.
    public static let shellScript = UTType(declared: "public.shell-script")
    /// `public.perl-script`.
    public static let perlScript = UTType(declared: "public.perl-script")
    /// `public.python-script`.
    public static let pythonScript = UTType(declared: "public.python-script")
    /// `public.ruby-script`.
    public static let rubyScript = UTType(declared: "public.ruby-script")
    /// `public.php-script`.
    public static let phpScript = UTType(declared: "public.php-script")
    /// `public.make-source`.
    public static let makefile = UTType(declared: "public.make-source")
    /// `public.json`.
    public static let json = UTType(declared: "public.json")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(declared: "com.apple.property-list")
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(declared: "com.apple.xml-property-list")
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(declared: "com.apple.binary-property-list")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(declared: "com.adobe.pdf")
    /// `com.apple.rtfd`.
    public static let rtfd = UTType(declared: "com.apple.rtfd")
    /// `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType(declared: "com.apple.flat-rtfd")
    /// `com.apple.webarchive`.
    public static let webArchive = UTType(declared: "com.apple.webarchive")
    /// `public.image`.
    public static let image = UTType(declared: "public.image")
    /// `public.jpeg`.
    public static let jpeg = UTType(declared: "public.jpeg")
    /// `public.tiff`.
    public static let tiff = UTType(declared: "public.tiff")
    /// `com.compuserve.gif`.
    public static let gif = UTType(declared: "com.compuserve.gif")
    /// `public.png`.
    public static let png = UTType(declared: "public.png")
    /// `com.apple.icns`.
    public static let icns = UTType(declared: "com.apple.icns")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(declared: "com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType(declared: "com.microsoft.ico")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(declared: "public.camera-raw-image")
    /// `public.svg-image`.
    public static let svg = UTType(declared: "public.svg-image")
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(declared: "com.apple.live-photo")
    /// `public.heif`.
    public static let heif = UTType(declared: "public.heif")
    /// `public.heic`.
    public static let heic = UTType(declared: "public.heic")
    /// `org.webmproject.webp`.
    public static let webP = UTType(declared: "org.webmproject.webp")
    /// `public.3d-content`.
    public static let threeDContent = UTType(declared: "public.3d-content")
    /// `com.pixar.universal-scene-description`.
    public static let usd = UTType(declared: "com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`.
    public static let realityFile = UTType(declared: "com.apple.reality")
    /// `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType(declared: "com.apple.scenekit.scene")
    /// `com.apple.arobject`.
    public static let arReferenceObject = UTType(declared: "com.apple.arobject")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(declared: "public.movie")
    /// `public.video`.
    public static let video = UTType(declared: "public.video")
    /// `public.audio`.
    public static let audio = UTType(declared: "public.audio")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    /// `public.mpeg`.
    public static let mpeg = UTType(declared: "public.mpeg")
    /// `public.mpeg-2-video`.
    public static let mpeg2Video = UTType(declared: "public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType(declared: "public.mpeg-2-transport-stream")
    /// `public.mp3`.
    public static let mp3 = UTType(declared: "public.mp3")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`.
    public static let appleProtectedMPEG4Audio = UTType(declared: "com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`.
    public static let appleProtectedMPEG4Video = UTType(declared: "com.apple.protected-mpeg-4-video")
    /// `public.avi`.
    public static let avi = UTType(declared: "public.avi")
    /// `public.aiff-audio`.
    public static let aiff = UTType(declared: "public.aiff-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")
    /// `public.midi-audio`.
    public static let midi = UTType(declared: "public.midi-audio")
    /// `public.playlist`.
    public static let playlist = UTType(declared: "public.playlist")
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(declared: "public.m3u-playlist")
    /// `public.folder`.
    public static let folder = UTType(declared: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(declared: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(declared: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(declared: "com.apple.bundle")
    /// `com.apple.plugin`.
    public static let pluginBundle = UTType(declared: "com.apple.plugin")
    /// `com.apple.metadata-importer`.
    public static let spotlightImporter = UTType(declared: "com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`.
    public static let quickLookGenerator = UTType(declared: "com.apple.quicklook-generator")
    /// `com.apple.xpc-service`.
    public static let xpcService = UTType(declared: "com.apple.xpc-service")
    /// `com.apple.framework`.
    public static let framework = UTType(declared: "com.apple.framework")
    /// `com.apple.application`.
    public static let application = UTType(declared: "com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType(declared: "com.apple.application-bundle")
    /// `com.apple.application-and-system-extension`.
    public static let applicationExtension = UTType(declared: "com.apple.application-and-system-extension")
    /// `public.unix-executable`.
    public static let unixExecutable = UTType(declared: "public.unix-executable")
    /// `com.microsoft.windows-executable`.
    public static let exe = UTType(declared: "com.microsoft.windows-executable")
    /// `com.apple.systempreference.prefpane`.
    public static let systemPreferencesPane = UTType(declared: "com.apple.systempreference.prefpane")
    /// `public.archive`.
    public static let archive = UTType(declared: "public.archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType(declared: "public.bzip2-archive")
    /// `public.zip-archive`.
    public static let zip = UTType(declared: "public.zip-archive")
    /// `com.apple.archive`.
    public static let appleArchive = UTType(declared: "com.apple.archive")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(declared: "public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType(declared: "public.presentation")
    /// `public.database`.
    public static let database = UTType(declared: "public.database")
    /// `public.message`.
    public static let message = UTType(declared: "public.message")
    /// `public.contact`.
    public static let contact = UTType(declared: "public.contact")
    /// `public.vcard`.
    public static let vCard = UTType(declared: "public.vcard")
    /// `public.to-do-item`.
    public static let toDoItem = UTType(declared: "public.to-do-item")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(declared: "public.calendar-event")
    /// `public.email-message`.
    public static let emailMessage = UTType(declared: "public.email-message")
    /// `com.apple.internet-location`.
    public static let internetLocation = UTType(declared: "com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`.
    public static let internetShortcut = UTType(declared: "com.microsoft.internet-shortcut")
    /// `public.font`.
    public static let font = UTType(declared: "public.font")
    /// `public.bookmark`.
    public static let bookmark = UTType(declared: "public.bookmark")
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType(declared: "com.rsa.pkcs-12")
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType(declared: "public.x509-certificate")
    /// `org.idpf.epub-container`.
    public static let epub = UTType(declared: "org.idpf.epub-container")
    /// `public.log`.
    public static let log = UTType(declared: "public.log")
    /// `com.apple.haptics.ahap`.
    public static let ahap = UTType(declared: "com.apple.haptics.ahap")
}
