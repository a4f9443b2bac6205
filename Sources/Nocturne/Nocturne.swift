// The umbrella module: `import Nocturne` brings in every layer.
@_exported import NocturneColor
@_exported import NocturneAppearance
@_exported import NocturnePalette
@_exported import NocturneFormats
@_exported import NocturneLint
@_exported import NocturneHost
