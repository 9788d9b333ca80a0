package io.opencab.sas;

import static io.opencab.sas.AftPollsTest.ASSET;
import static io.opencab.sas.AftPollsTest.ASSET_HEX;
import static io.opencab.sas.AftPollsTest.KEY_HEX;
import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftPolls;
import io.opencab.sas.aft.AftView;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Bonus transfers on the AFT polls (docs/aft.md "Bonus transfers"), hand-written frames: LP 72 types 10 and 11 handed
 * on with bonusing on and refused 82 without it; LP 74's available-transfers bit 4, AFT status bit 5 and the lock for
 * a bonus award (condition bit 3); a bonus record's reply carries no in-house meters.
 */
class AftBonusPollsTest {
    final Fixture f = new Fixture();
    final RecordingAftPort port = new RecordingAftPort();
    AftView view = AftPollsTest.view(new AftView.Registration(0x01, ASSET, AftPollsTest.key(), 7),
        AftView.Availability.READY);

    private void polls(boolean bonus) {
        new AftPolls(() -> view, port, () -> f.nanos, bonus).register(f.responder.longPolls());
    }

    private String send(String body) {
        String r = f.send(hexWithCrc(body));
        f.send("80");
        return r;
    }

    private static String bonus(String type) {
        return AftTransferPollsTest.poll("00", type, "00 00 00 20 00", "00", ASSET_HEX, KEY_HEX,
            AftTransferPollsTest.ID);
    }

    /** The LP 74 status reply over {@link AftPollsTest#view}'s amounts. */
    private static String status(String lock, String available, String aftStatus) {
        return hexWithCrc("01 74 23 " + ASSET_HEX + " " + lock + " " + available + " 00 " + aftStatus
            + " 7F 00 00 00 25 00 00 00 00 00 00 00 00 00 01 00 00 00 09 74 00 00 00 00 00 00 00");
    }

    @Test
    void aBonusCoinOutWinIsPendingAndHandedOnWithBonusingOn() {
        polls(true);

        String r = send(bonus("10"));

        assertEquals(hexWithCrc(AftTransferPollsTest.pendingReply("00", "40").replace(" 40 FF 00 ", " 40 FF 10 ")), r);
        assertEquals(List.of(new AftOrder("ABC1", 0x10, false, 2_000, 0, 0, 0, 0, 0)), port.orders);
    }

    @Test
    void aBonusJackpotWinIsHandedOnWithBonusingOn() {
        polls(true);

        send(bonus("11"));

        assertEquals(0x11, port.orders.get(0).type());
    }

    @Test
    void withoutBonusingABonusIsRefused82AndNotHandedOn() {
        polls(false);

        String r = send(bonus("10"));

        assertEquals(hexWithCrc(AftTransferPollsTest.pendingReply("00", "82").replace(" 82 FF 00 ", " 82 FF 10 ")), r);
        assertTrue(port.orders.isEmpty());
    }

    @Test
    void aBonusWhileARoundIsUnderWayIsRefused87() {
        polls(true);
        view = AftPollsTest.view(view.registration(), AftView.Availability.ROUND_UNDER_WAY);

        String r = send(bonus("10"));

        assertEquals(hexWithCrc(AftTransferPollsTest.pendingReply("00", "87").replace(" 87 FF 00 ", " 87 FF 10 ")), r);
        assertTrue(port.orders.isEmpty());
    }

    @Test
    void lp74ReportsBonusAvailableAndBonusTransfersEnabledWithBonusingOn() {
        polls(true);

        assertEquals(status("FF", "13", "BA"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74ReportsNeitherBonusBitWithoutBonusing() {
        polls(false);

        assertEquals(status("FF", "03", "9A"), send("01 74 FF 00 00 00"));
    }

    @Test
    void lp74LocksForABonusAwardOnlyWithBonusingOn() {
        polls(true);

        assertEquals(status("00", "13", "BA"), send("01 74 00 08 05 00"));
    }

    @Test
    void lp74DoesNotLockForABonusAwardWithoutBonusing() {
        polls(false);

        assertEquals(status("FF", "03", "9A"), send("01 74 00 08 05 00"));
    }

    @Test
    void aCompletedBonusIsReportedWithoutTheInHouseMeters() {
        polls(true);
        AftView.Entry e = new AftView.Entry(1, "ABC1", 0x10, 0x00, 2_000, 0, 0, 0, 0, 0, 11282026, 51500);
        view = new AftView(ASSET, view.registration(), AftView.Availability.READY, 2_000, 0, 0, 0, 0, 95_400,
            List.of(e), Optional.of(e), new long[] {7_000, 0, 0, 0, 0, 0}, AftView.HostCashOut.NONE);

        String r = send("01 72 02 FF 00");

        assertEquals(hexWithCrc("01 72 2D 00 00 FF 10 00 00 00 20 00 00 00 00 00 00 00 00 00 00 00 00 " + ASSET_HEX
            + " 04 " + AftTransferPollsTest.ID + " 11 28 20 26 05 15 00 00 00 00 00 00 00 00 00 00"), r);
    }
}
