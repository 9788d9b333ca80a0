package io.opencab.sas;

import static io.opencab.sas.AftPollsTest.ASSET;
import static io.opencab.sas.AftPollsTest.ASSET_HEX;
import static io.opencab.sas.AftPollsTest.KEY_HEX;
import static io.opencab.sas.AftPollsTest.ZERO_KEY;
import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftView;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * LP 72 on hand-written frames (docs/aft.md "LP 72"). Poll = length, transfer code, transaction index, transfer type,
 * cashable, restricted, non-restricted (5 BCD cents each), flags, asset (4, LSB first), registration key (20), id
 * length, id (ASCII), expiry (4 BCD), pool id (2), receipt data length (00). Reply = length, buffer position, status,
 * receipt status (FF), type, the three amounts, flags, asset, id length, id, date (4 BCD MMDDYYYY), time (3 BCD),
 * expiry, pool, then each cumulative meter as a size byte and the meter (size 0 until the transfer is complete).
 */
class AftTransferPollsTest {
    static final String ID = "41 42 43 31";      // "ABC1"
    final Fixture f = new Fixture();
    final List<AftOrder> orders;
    final List<String> calls;
    AftView view = AftPollsTest.view(new AftView.Registration(0x01, ASSET, AftPollsTest.key(), 7), AftView.Availability.READY);

    AftTransferPollsTest() {
        RecordingAftPort port = RecordingAftPort.on(f, () -> view);
        orders = port.orders;
        calls = port.calls;
    }

    private List<String> locks() {
        return calls.stream().filter(c -> c.startsWith("lock") || c.equals("unlock")).map(c -> c.split(" ")[0]).toList();
    }

    /** An LP 72 poll body (no CRC) with its length byte worked out. */
    static String poll(String code, String type, String cashable, String flags, String asset, String key, String id) {
        String rest = code + " 00 " + type + " " + cashable + " 00 00 00 00 00 00 00 00 00 00 " + flags + " " + asset + " "
            + key + " " + String.format("%02X", id.split(" ").length) + " " + id + " 00 00 00 00 00 00 00";
        int n = rest.split(" ").length;
        return "01 72 " + String.format("%02X", n) + " " + rest;
    }

    static String in(String cashable) {
        return poll("00", "00", cashable, "00", ASSET_HEX, KEY_HEX, ID);
    }

    private String send(String body) {
        String r = f.send(hexWithCrc(body));
        f.send("80"); // the implied ACK: the next poll is a new question
        return r;
    }

    /** The long reply for "ABC1", $20.00 cashable, before completion (no date, time or meters). */
    static String pendingReply(String position, String status) {
        return "01 72 2D " + position + " " + status + " FF 00 00 00 00 20 00 00 00 00 00 00 00 00 00 00 00 00 "
            + ASSET_HEX + " 04 " + ID + " 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00";
    }

    @Test
    void anInHouseTransferIsAcceptedPendingAndHandedOnOnce() {
        String r = send(in("00 00 00 20 00"));

        assertEquals(hexWithCrc(pendingReply("00", "40")), r);
        assertEquals(1, orders.size());
        assertEquals(new AftOrder("ABC1", 0, false, 2_000, 0, 0, 0, 0, 0), orders.get(0));
    }

    @Test
    void theSameOrderAgainWhilePendingIsAnsweredPendingAndNotHandedOnAgain() {
        send(in("00 00 00 20 00"));

        assertEquals(hexWithCrc(pendingReply("00", "40")), send(in("00 00 00 20 00")));
        assertEquals(1, orders.size());
    }

    @Test
    void anotherOrderWhileOneIsPendingIsNotCompatible() {
        send(in("00 00 00 20 00"));

        assertEquals(hexWithCrc("01 72 02 00 C0"), send(poll("00", "00", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, "58")));
        assertEquals(1, orders.size());
    }

    private AftView.Entry done(int position, String id) {
        return new AftView.Entry(position, id, 0, 0x00, 2_000, 0, 0, 0, 0, 0, 11282026, 51500);
    }

    private void completed(AftView.Entry e) {
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 4_500, 0, 100, 0, 0, 95_400,
            List.of(e), Optional.of(e), new long[] {2_000, 0, 0, 0, 0, 0},
            AftView.HostCashOut.NONE);
    }

    static String completeReply(String position) {
        return "01 72 3C " + position + " 00 FF 00 00 00 00 20 00 00 00 00 00 00 00 00 00 00 00 00 " + ASSET_HEX + " 04 "
            + ID + " 11 28 20 26 05 15 00 00 00 00 00 00 00 05 00 00 00 20 00 05 00 00 00 00 00 05 00 00 00 00 00";
    }

    @Test
    void interrogationAfterTheCabinetAppliedItReportsTheOutcomeAndTheMeters() {
        send(in("00 00 00 20 00"));
        completed(done(1, "ABC1"));

        assertEquals(hexWithCrc(completeReply("00")), send("01 72 02 FF 00"));
    }

    @Test
    void theOutcomeReleasesTheLock() {
        send("01 74 00 01 05 00");
        send(in("00 00 00 20 00"));
        completed(done(1, "ABC1"));

        send("01 72 02 FF 00");

        assertEquals(List.of("lock", "unlock"), locks());
    }

    @Test
    void theOutcomeReleasesTheLockForAHostThatReadsLp74BeforeInterrogating() {
        // given a transfer made under a lock, applied by the cabinet (found by the clean-room host, C1)
        send("01 74 00 01 05 00");
        send(in("00 00 00 20 00"));
        completed(done(1, "ABC1"));

        // when the host reads LP 74 first
        String lp74 = send("01 74 FF 00 00 00");

        // then the lock is over: not locked (FF at byte 7)
        assertEquals("FF", lp74.split(" ")[7], lp74);
        assertEquals(List.of("lock", "unlock"), locks());
    }

    @Test
    void aLockAskedAfterTheTransfersOwnLockTimedOutOutlivesThatTransfersOutcome() {
        // given a transfer made under a lock that timed out before the outcome was seen, and a new lock asked
        send("01 74 00 01 05 00");
        send(in("00 00 00 20 00"));
        f.nanos += 5_000_000_000L;
        send("01 74 FF 00 00 00");
        send("01 74 00 01 05 00");
        // when the outcome of the first transfer is seen
        completed(done(1, "ABC1"));
        send("01 72 02 FF 00");

        // then the new lock stands (found by the clean-room host, C2: the outcome ended the later lock)
        assertEquals("00", send("01 74 FF 00 00 00").split(" ")[7]);
        assertEquals(List.of("lock", "unlock", "lock"), locks());
    }

    @Test
    void aTransactionIdAlreadyKeptIsAnsweredFromItsRecordAndNeverHandedOn() {
        completed(done(5, "ABC1"));

        assertEquals(hexWithCrc(completeReply("05")), send(in("00 00 00 20 00")));
        assertTrue(orders.isEmpty());
    }

    @Test
    void interrogationByPositionAndRelativeIndex() {
        completed(done(5, "ABC1"));

        assertEquals(hexWithCrc(completeReply("05")), send("01 72 02 FF 05"));
        assertEquals(hexWithCrc(completeReply("05")), send("01 72 02 FF 81"));
        assertEquals(hexWithCrc("01 72 03 06 FF FF"), send("01 72 02 FF 06"));
        assertEquals(hexWithCrc("01 72 03 82 FF FF"), send("01 72 02 FF 82"));
    }

    @Test
    void anOlderRecordReportsTheMetersAsItsOwnTransferLeftThem() {
        // given: ABC1 ($20.00 cashable) kept at position 5, then a $30.00 cashable + $1.00 restricted transfer to the
        // machine and a $7.00 transfer to the host; today's meters A0 50.00, A2 1.00, B8 7.00
        AftView.Entry later = new AftView.Entry(6, "X", 0, 0x00, 3_000, 100, 0, 0, 0, 0, 11282026, 52000);
        AftView.Entry toHost = new AftView.Entry(7, "Y", 0x80, 0x00, 700, 0, 0, 0, 0, 0, 11282026, 52500);
        AftView.Entry abc1 = done(5, "ABC1");
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 4_400, 100, 0, 0, 0, 95_500,
            List.of(toHost, later, abc1), Optional.of(toHost), new long[] {5_000, 100, 0, 700, 0, 0},
            AftView.HostCashOut.NONE);

        // when: the host reads ABC1's record by its position
        String r = send("01 72 02 FF 05");

        // then: A0 20.00, A2 0, A4 0, as ABC1 left them (not today's 50.00 / 1.00)
        assertEquals(hexWithCrc(completeReply("05")), r);
    }

    @Test
    void anIdRefusedByTheCabinetAndSentAgainIsPendingUntilItsNewOutcomeNotAnsweredWithTheOldRefusal() {
        // given: ABC1 refused by the cabinet (87: the store found the cabinet busy), which index 00 reports; refusals
        // are not kept, so the host may send the same id again once the cabinet is free
        AftView.Entry refused = new AftView.Entry(0, "ABC1", 0, 0x87, 2_000, 0, 0, 0, 0, 0, 0, 0);
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 2_500, 0, 100, 0, 0, 97_400,
            List.of(), Optional.of(refused), new long[6], AftView.HostCashOut.NONE);

        // when: the host sends ABC1 again and interrogates before the cabinet has decided it
        assertEquals(hexWithCrc(pendingReply("00", "40")), send(in("00 00 00 20 00")));
        String r = send("01 72 02 FF 00");

        // then: it is pending (the cabinet may still apply it), not the old 87 the host would take as final
        assertEquals(1, orders.size(), "handed on");
        assertEquals(hexWithCrc(pendingReply("00", "40")), r);
    }

    @Test
    void nothingToReportIsFF() {
        assertEquals(hexWithCrc("01 72 03 00 FF FF"), send("01 72 02 FF 00"));
    }

    private void refused(String body, String status) {
        String r = send(body);
        assertTrue(r.startsWith("01 72 ") && r.split(" ")[4].equals(status), "expected status " + status + ": " + r);
        assertTrue(orders.isEmpty(), "nothing handed on");
    }

    @Test
    void aKeyThatDoesNotMatchIs89() {
        refused(poll("00", "00", "00 00 00 20 00", "00", ASSET_HEX, ZERO_KEY.replaceFirst("00", "01"), ID), "89");
    }

    @Test
    void aKeyWhileNotRegisteredIs88() {
        view = AftPollsTest.view(AftView.Registration.none(), AftView.Availability.READY);
        refused(in("00 00 00 20 00"), "88");
    }

    @Test
    void aZeroKeyNeedsNoRegistration() {
        view = AftPollsTest.view(AftView.Registration.none(), AftView.Availability.READY);
        send(poll("00", "00", "00 00 00 20 00", "00", ASSET_HEX, ZERO_KEY, ID));
        assertEquals(1, orders.size());
    }

    @Test
    void anotherAssetNumberIs93() {
        refused(poll("00", "00", "00 00 00 20 00", "00", "D3 04 00 00", KEY_HEX, ID), "93");
    }

    @Test
    void onlyIfLockedWithoutALockIs94() {
        refused(poll("00", "00", "00 00 00 20 00", "40", ASSET_HEX, KEY_HEX, ID), "94");
    }

    @Test
    void aBusyCabinetIs87() {
        view = AftPollsTest.view(view.registration(), AftView.Availability.ROUND_UNDER_WAY);
        refused(in("00 00 00 20 00"), "87");
    }

    @Test
    void anAmountThatIsNotBcdIs83() {
        refused(in("00 00 00 2A 00"), "83");
    }

    @Test
    void aTransferTypeNotBuiltIs82() {
        refused(poll("00", "20", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, ID), "82");
    }

    @Test
    void aTransactionIdNotPrintableIs95() {
        refused(poll("00", "00", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, "41 07"), "95");
    }

    @Test
    void anUnsupportedTransferCodeIsC1() {
        assertEquals(hexWithCrc("01 72 02 00 C1"), send(poll("05", "00", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, ID)));
    }

    @Test
    void aCancelWithNothingPendingIs80AndAfterAnOrderC0() {
        assertEquals(hexWithCrc("01 72 02 00 80"), send("01 72 02 80 00"));
        send(in("00 00 00 20 00"));
        assertEquals(hexWithCrc("01 72 02 00 C0"), send("01 72 02 80 00"));
    }

    @Test
    void aPollShorterThanItsFieldsIsNotAnswered() {
        assertEquals("", send("01 72 05 00 00 00 00 00"));
    }

    @Test
    void aTransferFromTheMachineIsAcceptedPendingAndHandedOn() {
        send(poll("01", "80", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, ID));

        assertEquals(new AftOrder("ABC1", 0x80, true, 2_000, 0, 0, 0, 0, 0), orders.get(0));
    }

    @Test
    void aTransferFromTheMachineWithNoCreditsIsRefused87() {
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 0, 0, 0, 0, 0, 100_000, List.of(),
            Optional.empty(), new long[6], AftView.HostCashOut.NONE);

        refused(poll("00", "80", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, ID), "87");
    }

    @Test
    void aTransferFromTheMachineAnsweringAHostCashOutIsTheCabinetsToDecide() {
        view = new AftView(ASSET, view.registration(), AftView.Availability.UNAVAILABLE, 0, 0, 0, 0, 0, 100_000,
            List.of(), Optional.empty(), new long[6], AftView.HostCashOut.NONE);

        send(poll("00", "80", "00 00 00 20 00", "08", ASSET_HEX, KEY_HEX, ID));

        assertEquals(1, orders.size(), "flag bit 3: handed on, the cabinet knows whether its offer still stands");
    }

    @Test
    void theOutcomeOfATransferFromTheMachineCarriesTheMetersToTheHost() {
        send(poll("00", "80", "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX, ID));
        AftView.Entry e = new AftView.Entry(1, "ABC1", 0x80, 0x00, 2_000, 0, 0, 0, 0, 0, 11282026, 51500);
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 500, 0, 0, 0, 0, 99_500, List.of(e),
            Optional.of(e), new long[] {9_000, 0, 0, 2_000, 0, 0}, AftView.HostCashOut.NONE);

        String r = send("01 72 02 FF 00");

        assertTrue(r.contains("05 00 00 00 20 00 05 00 00 00 00 00 05 00 00 00 00 00"), "B8 = $20.00: " + r);
        assertTrue(r.startsWith("01 72 3C 00 00 FF 80"), r);
    }
}
