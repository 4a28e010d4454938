// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// The keychain stand-in: a helper written as apps write theirs (with only `import SwiftUI` on Apple's platforms,
/// `import ShipPlot` here) keeps, finds, updates and deletes its items, with Security's result codes.
@Suite(.serialized) struct SecurityStandInTests {
    /// An app's keychain helper, as written against Security.
    struct TokenStore {
        let service: String

        func save(_ data: Data, account: String) -> OSStatus {
            let query =
                [
                    kSecValueData: data, kSecClass: kSecClassGenericPassword, kSecAttrService: service,
                    kSecAttrAccount: account,
                ] as CFDictionary
            var status = SecItemAdd(query, nil)
            if status == errSecDuplicateItem {
                let match = [kSecAttrService: service, kSecAttrAccount: account, kSecClass: kSecClassGenericPassword]
                status = SecItemUpdate(match as CFDictionary, [kSecValueData: data] as CFDictionary)
            }
            return status
        }

        func read(account: String) -> Data? {
            let query: [String: Any] = [
                kSecAttrService as String: service, kSecAttrAccount as String: account,
                kSecClass as String: kSecClassGenericPassword, kSecReturnData as String: kCFBooleanTrue!,
                kSecMatchLimit as String: kSecMatchLimitOne,
            ]
            var result: AnyObject?
            guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess else { return nil }
            return result as? Data
        }

        func delete(account: String) -> OSStatus {
            SecItemDelete(
                [kSecAttrService: service, kSecAttrAccount: account, kSecClass: kSecClassGenericPassword]
                    as CFDictionary)
        }
    }

    @Test func itemsAreKeptFoundUpdatedAndDeletedAsTheKeychainDoes() {
        let store = TokenStore(service: "test.keychain.\(UUID().uuidString)")
        #expect(store.read(account: "me") == nil)
        #expect(store.save(Data("first".utf8), account: "me") == errSecSuccess)
        #expect(store.read(account: "me") == Data("first".utf8))
        // A second add of the same service and account is a duplicate, which the helper turns into an update.
        #expect(store.save(Data("second".utf8), account: "me") == errSecSuccess)
        #expect(store.read(account: "me") == Data("second".utf8))
        #expect(store.read(account: "someone else") == nil)
        #expect(store.delete(account: "me") == errSecSuccess)
        #expect(store.read(account: "me") == nil)
        #expect(store.delete(account: "me") == errSecItemNotFound)
    }

    @Test func searchesGiveAttributesOrEveryMatchAndRefuseAnItemWithoutAClass() {
        let service = "test.keychain.\(UUID().uuidString)"
        for account in ["a", "b"] {
            let item: [String: Any] = [
                kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account,
                kSecValueData: Data(account.utf8),
            ]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        var all: CFTypeRef?
        let every: [String: Any] = [
            kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecReturnData: true,
            kSecMatchLimit: kSecMatchLimitAll,
        ]
        #expect(SecItemCopyMatching(every as CFDictionary, &all) == errSecSuccess)
        #expect((all as? [AnyObject])?.compactMap { $0 as? Data } == [Data("a".utf8), Data("b".utf8)])
        var attributes: CFTypeRef?
        let one: [String: Any] = [
            kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "b",
            kSecReturnAttributes: true,
        ]
        #expect(SecItemCopyMatching(one as CFDictionary, &attributes) == errSecSuccess)
        let found = attributes as? [String: Any]
        #expect(found?[kSecAttrAccount] as? String == "b")
        #expect(found?[kSecValueData] == nil)
        #expect(SecItemAdd([kSecAttrAccount: "x"] as CFDictionary, nil) == errSecParam)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil)?.contains("could not be found") == true)
    }
}
