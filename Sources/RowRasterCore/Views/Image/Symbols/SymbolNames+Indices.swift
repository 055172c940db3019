/// SF Symbols' currency signs that bootstrap-icons or Material Design Icons draw (the Indian
/// rupee, naira, ruble and Turkish lira signs), bare and in circles and squares, composed as
/// every `.circle` and `.square` name is. Written for RowRaster; no Apple artwork is used.
extension SymbolNames {
    static let indices: [(String, SymbolRecipe)] = [
        ("indianrupeesign", .icon("currency-rupee")),
        ("indianrupeesign.circle", .circled(.symbol("indianrupeesign"), filled: false)),
        ("indianrupeesign.circle.fill", .circled(.symbol("indianrupeesign"), filled: true)),
        ("indianrupeesign.square", .squared(.symbol("indianrupeesign"), filled: false)),
        ("indianrupeesign.square.fill", .squared(.symbol("indianrupeesign"), filled: true)),
        ("nairasign", .material("currency-ngn")),
        ("nairasign.circle", .circled(.symbol("nairasign"), filled: false)),
        ("nairasign.circle.fill", .circled(.symbol("nairasign"), filled: true)),
        ("nairasign.square", .squared(.symbol("nairasign"), filled: false)),
        ("nairasign.square.fill", .squared(.symbol("nairasign"), filled: true)),
        ("rublesign", .material("currency-rub")),
        ("rublesign.circle", .circled(.symbol("rublesign"), filled: false)),
        ("rublesign.circle.fill", .circled(.symbol("rublesign"), filled: true)),
        ("rublesign.square", .squared(.symbol("rublesign"), filled: false)),
        ("rublesign.square.fill", .squared(.symbol("rublesign"), filled: true)),
        ("turkishlirasign", .material("currency-try")),
        ("turkishlirasign.circle", .circled(.symbol("turkishlirasign"), filled: false)),
        ("turkishlirasign.circle.fill", .circled(.symbol("turkishlirasign"), filled: true)),
        ("turkishlirasign.square", .squared(.symbol("turkishlirasign"), filled: false)),
        ("turkishlirasign.square.fill", .squared(.symbol("turkishlirasign"), filled: true)),
    ]
}
