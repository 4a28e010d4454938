/// The raw `cairo_t` for sibling wrappers in this package (the Pango text wrapper draws on the same context).
extension Context {
    package var cairoPointer: OpaquePointer { pointer }
}
