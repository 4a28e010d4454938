// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

// Linux has no keychain: a stand-in of the package's own takes Security's name there, so app code that keeps a
// token in the keychain compiles unchanged. Items live in the process's memory: a render starts with an empty
// keychain, as a fresh install does, so screens show their signed-out state.

/// A Core Foundation string: a Swift `String` here, so `kSecClass as String` and dictionary keys work as written.
public typealias CFString = String
/// A Core Foundation dictionary of keychain attributes: a Swift dictionary here, so `query as CFDictionary` works
/// as written.
public typealias CFDictionary = [String: Any]
/// Any Core Foundation object: what a keychain search gives back.
public typealias CFTypeRef = AnyObject
/// A Core Foundation boolean.
public typealias CFBoolean = Bool
/// A result code of Security's functions: `errSecSuccess` or an error.
public typealias OSStatus = Int32

/// The boolean true, as keychain queries write it (`kSecReturnData: kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean? = true
/// The boolean false.
public let kCFBooleanFalse: CFBoolean? = false

/// No error.
public let errSecSuccess: OSStatus = 0
/// A parameter was missing or invalid (a query without `kSecClass`).
public let errSecParam: OSStatus = -50
/// An item with the same class, service, account and server is already there.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// The user could not be authenticated; never returned here.
public let errSecAuthFailed: OSStatus = -25293
/// User interaction is not allowed; never returned here.
public let errSecInteractionNotAllowed: OSStatus = -25308

/// The item's class.
public let kSecClass: CFString = "class"
/// A generic password (a token, a key the app keeps).
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password.
public let kSecClassInternetPassword: CFString = "inet"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// An identity.
public let kSecClassIdentity: CFString = "idnt"
/// The service an item belongs to.
public let kSecAttrService: CFString = "svce"
/// The account an item belongs to.
public let kSecAttrAccount: CFString = "acct"
/// The server of an internet password.
public let kSecAttrServer: CFString = "srvr"
/// A label for the item.
public let kSecAttrLabel: CFString = "labl"
/// Generic attribute data.
public let kSecAttrGeneric: CFString = "gena"
/// The access group an item is shared in.
public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item can be read.
public let kSecAttrAccessible: CFString = "pdmn"
/// Readable while the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while unlocked, on this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, on this device only.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Whether the item is synchronised through iCloud.
public let kSecAttrSynchronizable: CFString = "sync"
/// The item's secret data.
public let kSecValueData: CFString = "v_Data"
/// Asks a search for each item's data.
public let kSecReturnData: CFString = "r_Data"
/// Asks a search for each item's attributes.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items a search returns.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item (the default).
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item that matches.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether to use the data-protection keychain; accepted.
public let kSecUseDataProtectionKeychain: CFString = "u_DataProtectionKeychain"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds an item with `attributes` (its class, service, account, data, …). `errSecDuplicateItem` when an item with
/// the same class, service, account and server is there; `errSecParam` without a class.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.add(attributes)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Finds the items `query` matches (every attribute it names, equal) and gives back their data or attributes, as
/// `kSecReturnData` and `kSecReturnAttributes` ask: one value, or an array with `kSecMatchLimitAll`.
/// `errSecItemNotFound` when none matches.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, value) = Keychain.shared.copyMatching(query)
    if status == errSecSuccess, let result { result.pointee = value }
    return status
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets `attributesToUpdate` on the items `query` matches; `errSecItemNotFound` when none does.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(query, with: attributesToUpdate)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Deletes the items `query` matches; `errSecItemNotFound` when none does.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { Keychain.shared.delete(query) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A sentence describing `status`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    default: "Keychain error \(status)."
    }
}

/// The process's keychain: items as attribute values, behind one lock.
final class Keychain: Sendable {
    static let shared = Keychain()

    /// An attribute's value as the keychain compares it.
    enum Value: Hashable, Sendable {
        case text(String)
        case data(Data)
        case number(Double)
        case flag(Bool)
        case other(String)

        init(_ any: Any) {
            switch any {
            case let v as String: self = .text(v)
            case let v as Data: self = .data(v)
            case let v as Bool: self = .flag(v)
            case let v as Int: self = .number(Double(v))
            case let v as Double: self = .number(v)
            default: self = .other(String(describing: any))
            }
        }

        var object: AnyObject {
            switch self {
            case .text(let v): v as AnyObject
            case .data(let v): v as AnyObject
            case .number(let v): v as AnyObject
            case .flag(let v): v as AnyObject
            case .other(let v): v as AnyObject
            }
        }
    }

    typealias Item = [String: Value]

    private let items = Mutex<[Item]>([])

    /// The keys that say how to search rather than what an item is.
    private static func isAttribute(_ key: String) -> Bool {
        !(key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key == kSecValueData)
    }

    private static func attributes(_ dictionary: CFDictionary) -> Item {
        dictionary.reduce(into: Item()) { item, entry in
            if isAttribute(entry.key) || entry.key == kSecValueData { item[entry.key] = Value(entry.value) }
        }
    }

    private static func matches(_ item: Item, _ query: CFDictionary) -> Bool {
        query.allSatisfy { key, value in !isAttribute(key) || item[key] == Value(value) }
    }

    private static let identity = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer]

    func add(_ attributes: CFDictionary) -> OSStatus {
        let item = Self.attributes(attributes)
        guard item[kSecClass] != nil else { return errSecParam }
        return items.withLock { items in
            if items.contains(where: { other in Self.identity.allSatisfy { other[$0] == item[$0] } }) {
                return errSecDuplicateItem
            }
            items.append(item)
            return errSecSuccess
        }
    }

    func copyMatching(_ query: CFDictionary) -> (OSStatus, CFTypeRef?) {
        let found = items.withLock { $0.filter { Self.matches($0, query) } }
        guard !found.isEmpty else { return (errSecItemNotFound, nil) }
        let wantsData = (query[kSecReturnData] as? Bool) == true
        let wantsAttributes = (query[kSecReturnAttributes] as? Bool) == true
        func value(_ item: Item) -> AnyObject? {
            if wantsAttributes {
                var dictionary: [String: Any] = [:]
                for (key, value) in item where key != kSecValueData || wantsData { dictionary[key] = value.object }
                return dictionary as AnyObject
            }
            return wantsData ? item[kSecValueData]?.object : nil
        }
        if (query[kSecMatchLimit] as? String) == kSecMatchLimitAll {
            return (errSecSuccess, found.compactMap(value) as AnyObject)
        }
        return (errSecSuccess, value(found[0]))
    }

    func update(_ query: CFDictionary, with changes: CFDictionary) -> OSStatus {
        let changed = Self.attributes(changes)
        return items.withLock { items in
            var any = false
            for index in items.indices where Self.matches(items[index], query) {
                items[index].merge(changed) { $1 }
                any = true
            }
            return any ? errSecSuccess : errSecItemNotFound
        }
    }

    func delete(_ query: CFDictionary) -> OSStatus {
        items.withLock { items in
            let before = items.count
            items.removeAll { Self.matches($0, query) }
            return items.count < before ? errSecSuccess : errSecItemNotFound
        }
    }
}
