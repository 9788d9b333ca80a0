package io.opencab.provision;

import io.opencab.app.kiosk.AftKey;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import java.util.List;
import java.util.Locale;

/**
 * The AFT record sets of the export (docs/export.md, issue 40 item 6): the transfer journal, every {@code aft_transfer}
 * row the store keeps with each of its fields, oldest first, and the host's registration (one row).
 */
final class AftExport {
    private AftExport() {
    }

    static Table transfers(List<AftTransferRecord> newestFirst) {
        Table t = new Table("aft-transfers", List.of("transferId", "transactionId", "type", "status", "cashableCents",
            "restrictedCents", "nonRestrictedCents", "poolId", "expiry", "flags", "at"));
        for (AftTransferRecord r : newestFirst.reversed()) {
            t.add(r.id(), r.transactionId(), hex(r.type()), hex(r.status()), r.cashableCents(), r.restrictedCents(),
                r.nonRestrictedCents(), (long) r.poolId(), r.expiry(), hex(r.flags()), r.at() == null ? null : r.at().toString());
        }
        return t;
    }

    static Table registration(AftRegistration g) {
        Table t = new Table("aft-registration", List.of("status", "assetNumber", "keyShown", "posId", "changedAt"));
        t.add(hex(g.status()), g.assetNumber(), AftKey.shown(g.key()), g.posId(),
            g.changedAt() == null || g.changedAt().equals(java.time.Instant.EPOCH) ? null : g.changedAt().toString());
        return t;
    }

    /** SAS codes are written as the protocol documents name them: two hex digits. */
    private static String hex(int code) {
        return String.format(Locale.ROOT, "%02X", code);
    }
}
