@_exported import NocturnePalette
