@_exported import NocturneAppearance
