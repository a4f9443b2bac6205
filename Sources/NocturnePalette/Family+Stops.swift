import NocturneAppearance

extension Family {
    /// The color at stop 50.
    public var _50: Swatch { swatch(at: Stop(50)) }
    /// The color at stop 100.
    public var _100: Swatch { swatch(at: Stop(100)) }
    /// The color at stop 150.
    public var _150: Swatch { swatch(at: Stop(150)) }
    /// The color at stop 200.
    public var _200: Swatch { swatch(at: Stop(200)) }
    /// The color at stop 250.
    public var _250: Swatch { swatch(at: Stop(250)) }
    /// The color at stop 300.
    public var _300: Swatch { swatch(at: Stop(300)) }
    /// The color at stop 350.
    public var _350: Swatch { swatch(at: Stop(350)) }
    /// The color at stop 400.
    public var _400: Swatch { swatch(at: Stop(400)) }
    /// The color at stop 450.
    public var _450: Swatch { swatch(at: Stop(450)) }
    /// The color at stop 500.
    public var _500: Swatch { swatch(at: Stop(500)) }
    /// The color at stop 550.
    public var _550: Swatch { swatch(at: Stop(550)) }
    /// The color at stop 600.
    public var _600: Swatch { swatch(at: Stop(600)) }
    /// The color at stop 650.
    public var _650: Swatch { swatch(at: Stop(650)) }
    /// The color at stop 700.
    public var _700: Swatch { swatch(at: Stop(700)) }
    /// The color at stop 750.
    public var _750: Swatch { swatch(at: Stop(750)) }
    /// The color at stop 800.
    public var _800: Swatch { swatch(at: Stop(800)) }
    /// The color at stop 850.
    public var _850: Swatch { swatch(at: Stop(850)) }
    /// The color at stop 900.
    public var _900: Swatch { swatch(at: Stop(900)) }
    /// The color at stop 950.
    public var _950: Swatch { swatch(at: Stop(950)) }
    /// The color at stop 1000.
    public var _1000: Swatch { swatch(at: Stop(1000)) }
}
