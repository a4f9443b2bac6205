import Nocturne

/// ANSI escape sequences for 24-bit color.
enum ANSI {
    /// Resets all attributes.
    static let reset = "\u{1B}[0m"

    /// Two spaces on a 24-bit background of the color.
    static func swatch(_ color: RGB8) -> String {
        "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m  " + reset
    }

    /// Text in a 24-bit foreground color on a 24-bit background color.
    static func sample(_ text: String, foreground: RGB8, background: RGB8) -> String {
        "\u{1B}[38;2;\(foreground.red);\(foreground.green);\(foreground.blue);48;2;\(background.red);\(background.green);\(background.blue)m"
            + text + reset
    }

    /// Text in a 24-bit foreground color.
    static func foreground(_ text: String, _ color: RGB8) -> String {
        "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m" + text + reset
    }
}
