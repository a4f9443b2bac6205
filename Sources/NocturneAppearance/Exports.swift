@_exported import NocturneColor
