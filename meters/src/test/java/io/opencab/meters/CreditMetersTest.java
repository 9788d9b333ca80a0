package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import org.junit.jupiter.api.Test;

/** Bills in and cash-out handpays. */
class CreditMetersTest extends CreditedStore {
    CreditMetersTest() {
        super(0);
    }

    @Test
    void anEscrowedBillIsPendingAndNotCredited() {
        NoteRecord n = s.billEscrowAccepted(2000);

        assertEquals(NoteState.PENDING, n.state());
        assertEquals(2000, n.credits());
        assertEquals(0, s.credits());
        assertEquals(n, s.pendingBill().orElseThrow());
        assertEquals(0, s.meters().get(Meter.BILLS_IN_CREDITS));
    }

    @Test
    void aStackedBillIsCreditedWithBillsInDropAndItsDenominationCount() {
        NoteRecord n = s.billEscrowAccepted(2000);

        assertTrue(s.billStacked(n.noteId()));

        MeterSnapshot m = s.meters();
        assertEquals(2000, m.credits());
        for (Scope scope : Scope.values()) {
            assertEquals(2000, m.get(scope, Meter.BILLS_IN_CREDITS), scope.name());
            assertEquals(2000, m.get(scope, Meter.DROP), scope.name());
            assertEquals(1, m.billCount(scope, 2000), scope.name());
            assertEquals(1, m.get(scope, "0044"), "SAS 0044 counts $20 bills");
        }
        assertEquals(0, m.billCount(Scope.LIFETIME, 500));
        assertTrue(s.pendingBill().isEmpty());
        assertEquals(NoteState.STACKED, s.billLog(1).get(0).state());
    }

    @Test
    void aBillReportedStackedTwiceIsCreditedOnce() {
        NoteRecord n = s.billEscrowAccepted(10000);
        s.billStacked(n.noteId());

        assertFalse(s.billStacked(n.noteId()));

        assertEquals(10000, s.credits());
        assertEquals(1, s.meters().billCount(Scope.LIFETIME, 10000));
        assertEquals(EventType.BILL_DUPLICATE_REPORT, s.events(1).get(0).type());
    }

    @Test
    void aReturnedBillClearsThePendingRecordAndCreditsNothing() {
        NoteRecord n = s.billEscrowAccepted(500);

        assertTrue(s.billReturned(n.noteId(), "validator returned it"));

        assertEquals(0, s.credits());
        assertTrue(s.pendingBill().isEmpty());
        assertEquals(NoteState.RETURNED, s.billLog(1).get(0).state());
        assertEquals(0, s.meters().billCount(Scope.LIFETIME, 500));
    }

    @Test
    void aStackedBillCannotBeReturnedNorAReturnedOneStacked() {
        NoteRecord a = s.billEscrowAccepted(500);
        s.billStacked(a.noteId());
        NoteRecord b = s.billEscrowAccepted(500);
        s.billReturned(b.noteId(), "rejected");

        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.billReturned(a.noteId(), "x")).kind());
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.billStacked(b.noteId())).kind());
        assertEquals(500, s.credits());
    }

    @Test
    void onlyOneBillCanBePending() {
        s.billEscrowAccepted(500);

        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.billEscrowAccepted(500)).kind());
    }

    @Test
    void billValuesWithoutASasMeterOrNotWholeCreditsAreRefused() {
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class, () -> s.billEscrowAccepted(300)).kind());
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.billStacked(99)).kind());
        f.config = MeterStoreConfig.defaults(3);
        s.close();
        MeterException wrongDenom = assertThrows(MeterException.class, f::open);
        assertEquals(Kind.CONFIG_MISMATCH, wrongDenom.kind());
        f.config = MeterStoreConfig.defaults(Fixture.DENOM);
        s = f.open();
    }

    @Test
    void aBillIsCreditedByTheDenomination() throws Exception {
        Fixture quarters = new Fixture(dir.resolve("q"));
        java.nio.file.Files.createDirectories(quarters.dir);
        quarters.config = MeterStoreConfig.defaults(25);
        try (MeterStore q = quarters.create()) {
            NoteRecord n = q.billEscrowAccepted(2000);
            q.billStacked(n.noteId());
            assertEquals(80, q.credits());
            assertEquals(80, q.meters().get(Meter.BILLS_IN_CREDITS));
            assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
                () -> MeterStoreConfig.defaults(0)).kind());
        }
    }

    @Test
    void aCashOutHandpayLocksCreditsUntilAnAttendantPaysItThenTheCreditMeterIsZero() {
        Fixture.fund(s, 50);
        Fixture.play(s, 100, 40);

        HandpayRecord h = s.cashoutHandpay();

        assertEquals(4940, h.amount());
        assertEquals(HandpayRecord.Kind.CANCELLED_CREDIT, h.kind());
        assertEquals(4940, s.credits());
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 10, 0))).kind());
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.billEscrowAccepted(500)).kind());
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, s::cashoutHandpay).kind());

        s.handpayPaid(h.handpayId(), "attendant-2");

        MeterSnapshot m = s.meters();
        assertEquals(0, m.credits());
        assertEquals(4940, m.get(Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(4940, m.get(Meter.CANCELLED_CREDITS));
        assertEquals(4940, m.get(Meter.TOTAL_HANDPAID));
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, () -> s.handpayPaid(h.handpayId(), "a")).kind());
        assertEquals(0, s.credits());
    }

    @Test
    void cashOutNeedsCreditsAndNoRoundInProgress() {
        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, s::cashoutHandpay).kind());
        Fixture.fund(s, 1);
        s.decide(Fixture.round(s, 10, 0));

        assertEquals(Kind.ILLEGAL_STATE, assertThrows(MeterException.class, s::cashoutHandpay).kind());
    }
}
