package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Handpays reset with a SAS validation (schema 10): kept with the handpay, metered and 3E in one transaction. */
class ValidatedHandpaysTest {
    private static final HandpayValidation NO_RECEIPT = new HandpayValidation("001234567812345678", 7, false);
    private static final HandpayValidation RECEIPT = new HandpayValidation("008765432187654321", 8, true);

    @TempDir
    Path dir;

    @Test
    void aValidatedCashOutHandpayKeepsItsValidationCountsItsMetersAndQueues3e() {
        // given a cash-out handpay of 10 dollars (1,000 credits at 1 cent)
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            HandpayRecord h = s.cashoutHandpay();
            s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));

            // when an attendant keys it off with a validation and no receipt
            HandpayRecord paid = ValidatedHandpays.of(s).paid(h.handpayId(), "attendant", NO_RECEIPT);

            // then the row holds it, the no-receipt cancelled-credit meters count it and 3E carries amount and sequence
            assertEquals(NO_RECEIPT, paid.validation());
            assertEquals(NO_RECEIPT, s.handpays(1).getFirst().validation());
            MeterSnapshot m = s.meters();
            assertEquals(1_000, m.get(Scope.LIFETIME, HandpayValidation.CANCELLED_NO_RECEIPT + ":CREDITS"));
            assertEquals(1, m.get(Scope.LIFETIME, HandpayValidation.CANCELLED_NO_RECEIPT + ":COUNT"));
            assertEquals(0, m.get(Scope.LIFETIME, HandpayValidation.CANCELLED_RECEIPT + ":COUNT"));
            List<SasEvent> q = s.sasQueue().pending();
            SasEvent e3e = q.stream().filter(e -> e.code() == 0x3E).findFirst().orElseThrow();
            assertEquals(1_000, e3e.v1());
            assertEquals(7, e3e.v2());
        }
    }

    @Test
    void aValidatedJackpotWithAReceiptCountsTheJackpotReceiptMeters() {
        // given a jackpot handpay (a win at the handpay limit)
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 100, Fixture.HANDPAY_LIMIT);
            HandpayRecord h = s.pendingHandpay().orElseThrow();

            // when it is keyed off with a receipt
            ValidatedHandpays.of(s).paid(h.handpayId(), "attendant", RECEIPT);

            // then only the jackpot-with-receipt meters count it
            MeterSnapshot m = s.meters();
            assertEquals(Fixture.HANDPAY_LIMIT, m.get(Scope.LIFETIME, HandpayValidation.JACKPOT_RECEIPT + ":CREDITS"));
            assertEquals(1, m.get(Scope.LIFETIME, HandpayValidation.JACKPOT_RECEIPT + ":COUNT"));
            assertEquals(0, m.get(Scope.LIFETIME, HandpayValidation.JACKPOT_NO_RECEIPT + ":COUNT"));
        }
    }

    @Test
    void theValidationSurvivesAReopenAndAHandpayIsValidatedOnlyOnce() {
        Fixture f = new Fixture(dir);
        long id;
        try (MeterStore s = f.createWithCredits(10)) {
            id = s.cashoutHandpay().handpayId();
            ValidatedHandpays.of(s).paid(id, "attendant", RECEIPT);
        }
        try (MeterStore s = f.open()) {
            assertEquals(RECEIPT, s.handpays(1).getFirst().validation());
            MeterException e = assertThrows(MeterException.class,
                () -> ValidatedHandpays.of(s).paid(id, "attendant", NO_RECEIPT));
            assertTrue(e.getMessage().contains("already paid"), e.getMessage());
            assertEquals(1, s.meters().get(Scope.LIFETIME, HandpayValidation.CANCELLED_RECEIPT + ":COUNT"));
        }
    }

    @Test
    void aValidationRemovedFromItsRowFailsTheMac() throws Exception {
        // given a validated handpay
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            ValidatedHandpays.of(s).paid(s.cashoutHandpay().handpayId(), "attendant", RECEIPT);
        }
        // when its validation is blanked from outside, to pass it off as a handpay paid without one
        RawSql.exec(f.file, "UPDATE handpay SET validation = NULL, val_sequence = NULL, receipt = NULL");

        MeterException e = assertThrows(MeterException.class, f::open);
        assertTrue(e.getMessage().contains("handpay row 1 fails its MAC"), e.getMessage());
    }

    @Test
    void aVersion9StoreIsMigratedAndItsHandpaysReadAsNotValidated() throws Exception {
        // given a store of schema 9 with a handpay paid (its row signed without a validation)
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            s.handpayPaid(s.cashoutHandpay().handpayId(), "attendant");
        }
        RawSql.exec(f.file, "ALTER TABLE handpay DROP COLUMN validation", "ALTER TABLE handpay DROP COLUMN val_sequence",
            "ALTER TABLE handpay DROP COLUMN receipt", "PRAGMA user_version=9");

        // when this firmware opens it
        try (MeterStore s = f.open()) {
            // then it is migrated, the old handpay verifies with no validation, and a new one keeps its validation
            assertTrue(s.events(5).stream().anyMatch(e -> e.type() == EventType.SCHEMA_MIGRATED
                && e.detail().equals("schema 9 -> 10")));
            assertNull(s.handpays(1).getFirst().validation());
            Fixture.fund(s, 5);
            ValidatedHandpays.of(s).paid(s.cashoutHandpay().handpayId(), "attendant", NO_RECEIPT);
            assertEquals(NO_RECEIPT, s.handpays(1).getFirst().validation());
        }
    }

    @Test
    void aBadValidationNumberIsRefused() {
        MeterException e = assertThrows(MeterException.class, () -> new HandpayValidation("12345", 1, false));
        assertTrue(e.getMessage().contains("not 18 digits"), e.getMessage());
    }
}
