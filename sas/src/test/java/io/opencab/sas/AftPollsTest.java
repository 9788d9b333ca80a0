package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.aft.AftView;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * LP 73 and LP 74 on hand-written frames (docs/aft.md). Layouts as the public AFT descriptions give them: LP 73 poll =
 * length (01 or 1D), registration code, asset (4, LSB first), key (20), POS id (4); reply = length 1D, status, asset,
 * key, POS id. LP 74 poll = lock code, transfer condition, timeout (2 BCD, hundredths of a second); reply = length 23,
 * asset (4), lock status, available transfers, host cash-out status, AFT status, max buffer index, cashable,
 * restricted, non-restricted, transfer limit (5 BCD cents each), expiry (4 BCD), pool id (2). Bodies worked out by hand;
 * the CRC is appended by the tested SAS CRC.
 */
class AftPollsTest {
    static final long ASSET = 1234;                     // D2 04 00 00
    static final String ASSET_HEX = "D2 04 00 00";
    static final String KEY_HEX = "11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF 01 02 03 04 05";
    static final String ZERO_KEY = "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00";

    final Fixture f = new Fixture();
    final List<String> port;
    AftView view = view(AftView.Registration.none(), AftView.Availability.READY);

    AftPollsTest() {
        port = RecordingAftPort.on(f, () -> view).calls;
    }

    static AftView view(AftView.Registration r, AftView.Availability a) {
        return new AftView(ASSET, r, a, 2_500, 0, 100, 0, 0, 97_400, List.of(), Optional.empty(), new long[6],
            AftView.HostCashOut.NONE);
    }

    static byte[] key() {
        return java.util.HexFormat.of().parseHex(KEY_HEX.replace(" ", ""));
    }

    private String send(String body) {
        return f.send(hexWithCrc(body));
    }

    @Test
    void lp73ReadsNotRegisteredAtFirst() {
        assertEquals(hexWithCrc("01 73 1D 80 00 00 00 00 " + ZERO_KEY + " 00 00 00 00"), send("01 73 01 FF"));
        assertTrue(port.isEmpty());
    }

    @Test
    void lp73InitialiseThenRegisterKeepsTheRegistrationThroughThePort() {
        String init = send("01 73 1D 00 " + ASSET_HEX + " " + KEY_HEX + " 07 00 00 00");
        f.send("80"); // another address: the implied ACK, so the next poll is a new question
        String reg = send("01 73 1D 01 " + ASSET_HEX + " " + KEY_HEX + " FF FF FF FF");

        assertEquals(hexWithCrc("01 73 1D 00 " + ASSET_HEX + " " + KEY_HEX + " 07 00 00 00"), init);
        assertEquals(hexWithCrc("01 73 1D 01 " + ASSET_HEX + " " + KEY_HEX + " 07 00 00 00"), reg, "POS id FFFFFFFF: unchanged");
        assertEquals(List.of("register 00 1234", "register 01 1234"), port);
    }

    @Test
    void lp73RegisterWithoutInitialisingFirstLeavesItNotRegistered() {
        assertEquals(hexWithCrc("01 73 1D 80 00 00 00 00 " + ZERO_KEY + " 00 00 00 00"),
            send("01 73 1D 01 " + ASSET_HEX + " " + KEY_HEX + " 07 00 00 00"));
        assertTrue(port.isEmpty());
    }

    @Test
    void lp73WithAnotherAssetNumberIsNotTaken() {
        assertEquals(hexWithCrc("01 73 1D 80 00 00 00 00 " + ZERO_KEY + " 00 00 00 00"),
            send("01 73 1D 00 D3 04 00 00 " + KEY_HEX + " 07 00 00 00"));
        assertTrue(port.isEmpty());
    }

    @Test
    void lp73UnregisterShortForm() {
        view = view(new AftView.Registration(0x01, ASSET, key(), 7), AftView.Availability.READY);

        assertEquals(hexWithCrc("01 73 1D 80 00 00 00 00 " + ZERO_KEY + " 00 00 00 00"), send("01 73 01 80"));
        assertEquals(List.of("register 80 0"), port);
    }

    @Test
    void lp73WithAnUndefinedCodeOrLengthIsNotAnswered() {
        assertEquals("", send("01 73 1D 33 " + ASSET_HEX + " " + KEY_HEX + " 07 00 00 00"));
        assertEquals("", send("01 73 02 FF 00"));
    }

    private static String status(String lock, String available, String aftStatus) {
        return status(lock, available, "00", aftStatus);
    }

    private static String status(String lock, String available, String hostCashOut, String aftStatus) {
        return hexWithCrc("01 74 23 " + ASSET_HEX + " " + lock + " " + available + " " + hostCashOut + " " + aftStatus
            + " 7F 00 00 00 25 00 00 00 00 00 00 00 00 00 01 00 00 00 09 74 00 00 00 00 00 00 00");
    }

    @Test
    void lp74InterrogateReportsNotLockedAndTheCredits() {
        assertEquals(status("FF", "03", "92"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74LocksAnIdleCabinetAndTellsIt() {
        f.nanos = 1_000;

        assertEquals(status("00", "03", "92"), send("01 74 00 01 05 00"));
        assertEquals(List.of("lock " + (1_000 + 5_000_000_000L)), port, "500 hundredths = 5 s");
    }

    @Test
    void lp74LockEndsAtItsTimeout() {
        send("01 74 00 01 05 00");
        f.send("80");
        f.nanos += 5_000_000_000L;

        assertEquals(status("FF", "03", "92"), send("01 74 FF 00 00 00"));
        assertEquals("unlock", port.get(port.size() - 1));
    }

    @Test
    void lp74CancelUnlocks() {
        send("01 74 00 01 05 00");
        f.send("80");

        assertEquals(status("FF", "03", "92"), send("01 74 80 00 00 00"));
        assertEquals("unlock", port.get(1));
    }

    @Test
    void lp74DuringARoundIsPendingUntilTheRoundEnds() {
        view = view(AftView.Registration.none(), AftView.Availability.ROUND_UNDER_WAY);
        String pending = send("01 74 00 01 05 00");
        f.send("80");
        view = view(AftView.Registration.none(), AftView.Availability.READY);

        assertEquals(status("40", "00", "92"), pending);
        assertEquals(status("00", "03", "92"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74WhileAHandpayIsUnfinishedIsRefused() {
        view = view(AftView.Registration.none(), AftView.Availability.UNAVAILABLE);

        assertEquals(status("FF", "00", "92"), send("01 74 00 01 05 00"));
        assertTrue(port.isEmpty());
    }

    @Test
    void lp74LocksForATransferFromTheMachine() {
        assertEquals(status("00", "03", "92"), send("01 74 00 02 05 00"));
    }

    @Test
    void lp74ForATransferToThePrinterIsNotLocked() {
        assertEquals(status("FF", "03", "92"), send("01 74 00 04 05 00"));
        assertTrue(port.isEmpty());
    }

    @Test
    void lp74WithNoCreditsDoesNotOfferATransferFromTheMachine() {
        view = new AftView(ASSET, AftView.Registration.none(), AftView.Availability.READY, 0, 0, 0, 0, 0, 100_000,
            List.of(), Optional.empty(), new long[6], AftView.HostCashOut.NONE);

        assertEquals("01", send("01 74 FF 00 00 00").split(" ")[8]);
    }

    @Test
    void lp74ReportsTheHostCashOutFlagsKept() {
        view = new AftView(ASSET, AftView.Registration.none(), AftView.Availability.READY, 2_500, 0, 100, 0, 0, 97_400,
            List.of(), Optional.empty(), new long[6], new AftView.HostCashOut(0x03, false));

        assertEquals(status("FF", "03", "03", "92"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74DuringAHostCashOutOffersAndLocksForATransferFromTheMachineOnly() {
        view = new AftView(ASSET, AftView.Registration.none(), AftView.Availability.UNAVAILABLE, 2_500, 0, 100, 0, 0,
            97_400, List.of(), Optional.empty(), new long[6], new AftView.HostCashOut(0x03, true));

        assertEquals(status("FF", "02", "03", "92"), send("01 74 00 01 05 00"), "not for a transfer to the machine");
        f.send("80");
        assertEquals(status("00", "02", "03", "92"), send("01 74 00 02 05 00"));
    }

    @Test
    void lp74ReportsRegistered() {
        view = view(new AftView.Registration(0x01, ASSET, key(), 7), AftView.Availability.READY);

        assertEquals(status("FF", "03", "9A"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74WithATimeoutThatIsNotBcdIsNotAnswered() {
        assertEquals("", send("01 74 00 01 0A 00"));
    }

    /**
     * LP A0 with AFT's polls registered (docs/aft.md "Announcing AFT"): byte 2 adds bit 6, AFT (09 | 40 = 49), as
     * [M]'s features table places it; without AFT the same poll answers 09.
     */
    @Test
    void lpA0AnnouncesAftWhenItsPollsAreAnswered() {
        assertEquals(hexWithCrc("01 A0 00 00 00 49 01 00 00 00"), send("01 A0 00 00"));
    }

    @Test
    void lpA0WithoutAftLeavesTheAftBitClear() {
        Fixture plain = new Fixture();

        assertEquals(hexWithCrc("01 A0 00 00 00 09 01 00 00 00"), plain.send(hexWithCrc("01 A0 00 00")));
    }
}
