// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A decoder that turns a whole value of `Input` into a `Decodable` type, as Combine's `TopLevelDecoder`.
public protocol TopLevelDecoder {
    /// What the decoder reads (`Data` for JSON and property lists).
    associatedtype Input

    /// The value of `type` that `from` encodes; throws when it does not.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that turns an `Encodable` value into a whole `Output`, as Combine's `TopLevelEncoder`.
public protocol TopLevelEncoder {
    /// What the encoder writes (`Data` for JSON and property lists).
    associatedtype Output

    /// `value`, encoded; throws when it cannot be.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Each value decoded as `type` by `decoder`; a value that does not decode ends the publisher with the
    /// decoder's error, as Combine's `decode(type:decoder:)`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> AnyPublisher<Item, any Error> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Each value encoded by `encoder`; a value that does not encode ends the publisher with the encoder's error,
    /// as Combine's `encode(encoder:)`.
    public func encode<Coder: TopLevelEncoder>(
        encoder: Coder
    ) -> AnyPublisher<Coder.Output, any Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
