// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// What an app's `body` builds, or a modifier's `body(content:)`, or a style's `makeBody(configuration:)`: the one
/// place the engine calls the main-actor requirements of views, modifiers, chart content and styles.
///
/// Those requirements are `@MainActor`, as SwiftUI and Swift Charts declare them, so a body may read an app's
/// main-actor models. The engine is nonisolated, so charts render wherever they are asked to (a server's task
/// group, `ImageRenderer` on the main actor), and builds each body on the thread that renders, never waiting for
/// the main thread (which may be waiting for this render). On the main actor that is the main actor's own call.
/// Off it, the bodies are those of built-in views and of the app's types that opt out of main-actor isolation
/// (`nonisolated`, or conforming in an extension), which the compiler checked as nonisolated; a main-actor type's
/// body built there runs unchecked, and stops at any main-actor check Swift 6 compiled into it.
package func buildBody<Value, Result>(of value: Value, _ body: @MainActor (Value) -> Result) -> Result {
    buildBody(of: value, with: ()) { value, _ in body(value) }
}

/// What `body` builds of `value` and `argument` (a modifier's content, a style's configuration); see
/// ``buildBody(of:_:)``.
package func buildBody<Value, Argument, Result>(
    of value: Value, with argument: Argument, _ body: @MainActor (Value, Argument) -> Result
) -> Result {
    withoutActuallyEscaping(body) { body in
        // A global actor changes a function's isolation, not its representation: this is the same call.
        unsafeBitCast(body, to: ((Value, Argument) -> Result).self)(value, argument)
    }
}
