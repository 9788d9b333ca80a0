package io.opencab.app.cabinet;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.ledger.Money;
import io.opencab.app.cabinet.ledger.StoreLedger;
import io.opencab.hal.bill.PendingNote;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.NoteState;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** hal's escrow ledger on the meter store: the driver's note ids survive a restart; each note is credited once. */
class StoreLedgerTest {
    @TempDir
    Path dir;
    final List<MeterException> failures = new ArrayList<>();

    MeterStore create() {
        return MeterStore.create(dir.resolve("meters.db"), MeterStoreConfig.defaults(1), Clock.systemUTC());
    }

    MeterStore open() {
        return MeterStore.open(dir.resolve("meters.db"), MeterStoreConfig.defaults(1), Clock.systemUTC());
    }

    StoreLedger ledger(MeterStore s, long room) {
        Money money = new Money(s, 1);
        money.gate(true, room);
        return new StoreLedger(money, failures::add);
    }

    @Test
    void aNoteIsPendingUntilStackedThenCreditedOnce() {
        try (MeterStore s = create()) {
            StoreLedger l = ledger(s, 100_000);
            UUID id = UUID.randomUUID();

            l.escrowAccepted(id, 2000);
            assertEquals(0, s.credits());
            assertEquals(List.of(new PendingNote(id, 2000)), l.pending());

            l.stacked(id);
            l.stacked(id);

            assertEquals(2000, s.credits(), "a repeated report credits nothing");
            assertTrue(l.pending().isEmpty());
            assertTrue(s.events(10).stream().anyMatch(e -> e.type() == EventType.BILL_DUPLICATE_REPORT));
        }
    }

    @Test
    void theDriversIdFindsItsNoteAfterARestart() {
        UUID id = UUID.randomUUID();
        try (MeterStore s = create()) {
            ledger(s, 100_000).escrowAccepted(id, 500);
        }
        try (MeterStore s = open()) {
            StoreLedger l = ledger(s, 100_000);

            assertEquals(List.of(new PendingNote(id, 500)), l.pending());
            l.returned(id);

            assertEquals(0, s.credits());
            assertEquals(NoteState.RETURNED, s.billByRef(id.toString()).orElseThrow().state());
        }
    }

    @Test
    void anUnknownIdChangesNothingAndIsLogged() {
        try (MeterStore s = create()) {
            StoreLedger l = ledger(s, 100_000);

            l.stacked(UUID.randomUUID());

            assertEquals(0, s.credits());
            assertTrue(s.events(10).stream().anyMatch(e -> e.type() == EventType.CABINET
                && e.detail().contains("unknown note")));
        }
    }

    @Test
    void aClosedGateOrTheCreditLimitRefusesTheNoteBeforeAnythingIsWritten() {
        try (MeterStore s = create()) {
            Money money = new Money(s, 1);
            StoreLedger l = new StoreLedger(money, failures::add);
            money.gate(false, 100_000);
            assertThrows(AppException.class, () -> l.escrowAccepted(UUID.randomUUID(), 500));
            money.gate(true, 400);
            assertThrows(AppException.class, () -> l.escrowAccepted(UUID.randomUUID(), 500));

            assertTrue(s.pendingBill().isEmpty());
            assertTrue(s.billLog(10).isEmpty());
        }
    }

    @Test
    void aStoreFailureIsReportedToTheCabinetAndThrown() {
        try (MeterStore s = create()) {
            StoreLedger l = ledger(s, 100_000);
            l.escrowAccepted(UUID.randomUUID(), 500);

            assertThrows(MeterException.class, () -> l.escrowAccepted(UUID.randomUUID(), 500), "one pending bill at a time");

            assertEquals(1, failures.size());
        }
    }
}
