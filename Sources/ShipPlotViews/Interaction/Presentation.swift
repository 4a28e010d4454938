// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Alerts, dialogs, sheets, popovers and covers, as SwiftUI declares them. An image is the screen before the tap
// that presents them: each modifier draws the view it is written on, as it is, and builds nothing it presents.

nonisolated extension View {
    /// Presents an alert titled `titleKey` with `actions` while `isPresented` is true (not in an image: the
    /// presenting view is drawn as it is).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert titled `title` with `actions` (not in an image).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert titled `title` with `actions` (not in an image).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedView
    { modified(.inert) }

    /// Presents an alert titled `titleKey` with `actions` and `message` (not in an image).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert titled `title` with `actions` and `message` (not in an image).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert titled `title` with `actions` and `message` (not in an image).
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `titleKey` (not in an image).
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `title` (not in an image).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `title` (not in an image).
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `titleKey`, with a message (not in an image).
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `title`, with a message (not in an image).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert about `data` titled `title`, with a message (not in an image).
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert describing `error` (not in an image).
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents an alert describing `error`, with a message (not in an image).
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents the ``Alert`` `content` builds while `isPresented` is true (not in an image).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedView { modified(.inert) }

    /// Presents the ``Alert`` `content` builds for `item` while it is not nil (not in an image).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedView {
        modified(.inert)
    }
}

nonisolated extension View {
    /// Presents a dialog of `actions` titled `titleKey` while `isPresented` is true; `titleVisibility` says whether
    /// its title shows (not in an image).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog of `actions` titled `title` (not in an image).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog of `actions` titled `title` (not in an image).
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog of `actions` titled `titleKey`, with a message (not in an image).
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog of `actions` titled `title`, with a message (not in an image).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog of `actions` titled `title`, with a message (not in an image).
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog about `data` titled `titleKey` (not in an image).
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog about `data` titled `title` (not in an image).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog about `data` titled `titleKey`, with a message (not in an image).
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents a dialog about `data` titled `title`, with a message (not in an image).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedView { modified(.inert) }

    /// Presents the ``ActionSheet`` `content` builds while `isPresented` is true (not in an image).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedView {
        modified(.inert)
    }

    /// Presents the ``ActionSheet`` `content` builds for `item` while it is not nil (not in an image).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> ModifiedView {
        modified(.inert)
    }
}

nonisolated extension View {
    /// Presents `content` in a sheet while `isPresented` is true (not in an image).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView { modified(.inert) }

    /// Presents the sheet `content` builds for `item` while it is not nil (not in an image).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedView { modified(.inert) }

    /// Presents `content` covering the screen while `isPresented` is true (not in an image).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView { modified(.inert) }

    /// Presents the cover `content` builds for `item` while it is not nil (not in an image).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedView { modified(.inert) }

    /// Presents `content` in a popover attached at `attachmentAnchor` while `isPresented` is true (not in an
    /// image).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView { modified(.inert) }

    /// Presents the popover `content` builds for `item` while it is not nil (not in an image).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedView { modified(.inert) }
}

nonisolated extension View {
    /// The heights a sheet of this content may take (the sheet is not presented in an image).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView { modified(.inert) }

    /// The heights a sheet of this content may take, and the one chosen (not presented in an image).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> ModifiedView
    { modified(.inert) }

    /// Whether a sheet of this content shows its drag indicator (not presented in an image).
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedView { modified(.inert) }

    /// The corner radius of a sheet of this content (not presented in an image).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedView { modified(.inert) }

    /// The background of a sheet of this content (not presented in an image).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedView { modified(.inert) }

    /// Whether a sheet of this content can be swiped away (not presented in an image). Default true.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView { modified(.inert) }
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    private let value: Double

    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0)
    /// The whole screen.
    public static let large = PresentationDetent(name: "large", value: 0)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction", value: Double(fraction))
    }
    /// `height` points high.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height", value: Double(height))
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle in the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// A point in the presenting view.
    case point(UnitPoint)
}

extension Anchor {
    /// Where an anchor is taken from, as SwiftUI's `Anchor.Source`.
    public struct Source: Sendable {
        package let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The whole view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }
    /// `rect` in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }
}

/// An alert, as SwiftUI's older `Alert`: built for `.alert(isPresented:content:)`, which draws nothing.
public struct Alert {
    /// The alert's title.
    public let title: Text
    /// The alert's message, if any.
    public let message: Text?
    /// The alert's buttons.
    public let buttons: [Button]

    /// An alert with `title`, `message` and one button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with `title`, `message` and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet.
    public struct Button {
        /// Its label.
        public let label: Text
        /// Its role: nil (default), cancel or destructive.
        public let role: ButtonRole?
        private let action: (() -> Void)?

        /// A button showing `label`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button showing `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A destructive button showing `label`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A sheet of actions, as SwiftUI's older `ActionSheet`: built for `.actionSheet(isPresented:content:)`, which
/// draws nothing.
public struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button
    /// The sheet's title.
    public let title: Text
    /// Its message, if any.
    public let message: Text?
    /// Its buttons.
    public let buttons: [Button]

    /// A sheet titled `title` with `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. Nothing is presented in an image, so it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the presentation (nothing, here).
    public func callAsFunction() {}
}

/// Whether a view is presented, as SwiftUI's older `PresentationMode` (`\.presentationMode`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false in an image, which shows the presenting screen.
    public var isPresented: Bool { false }
    /// Dismisses the view (nothing, here).
    public mutating func dismiss() {}
}

/// Whether the app's scene is in front, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Sendable, Hashable, Comparable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// Dismisses the current presentation: nothing is presented in an image.
    public var dismiss: DismissAction { DismissAction() }
    /// Whether the view is presented: false, an image shows the presenting screen.
    public var isPresented: Bool { false }
    /// The presentation mode of the view (older spelling of `dismiss` and `isPresented`).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// The scene's phase: `.active`, as when a screenshot is taken.
    public var scenePhase: ScenePhase { .active }
}
