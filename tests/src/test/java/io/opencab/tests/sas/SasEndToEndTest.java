package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.sim.SimDoorSwitches;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.meters.GameMeter;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cabinet, headless and in process, polled by the independent host simulator over a socat pty. */
class SasEndToEndTest {
    /** Every meter code this cabinet keeps (docs/sas.md "Meters"), for LP 2F in chunks of at most 10. */
    static final int[] CODES = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0B, 0x0C, 0x22, 0x23, 0x24, 0x25, 0x26,
        0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x4F, 0x50, 0x51, 0x52,
        0x53, 0x54, 0x55, 0x56, 0x57};

    @TempDir
    Path dir;
    SasRig rig;

    @AfterEach
    void stop() throws InterruptedException {
        if (rig != null) {
            rig.close();
        }
    }

    private SasRig start(String linkDown) throws Exception {
        rig = new SasRig(dir, linkDown).start(42);
        return rig;
    }

    @Test
    void theHostDiscoversTheMachine() throws Exception {
        HostSimulator h = start("keep-playing").host;
        byte[] info = h.r(0x1F, 24);
        assertEquals("CT", new String(info, 2, 2, StandardCharsets.US_ASCII));
        assertEquals("9640", new String(info, 18, 4, StandardCharsets.US_ASCII));
        assertEquals(1, info[7] & 0xFF, "denomination code 01: one cent");
        byte[] version = h.r(0x54, 0);
        assertEquals("602SAS-7", new String(version, 3, version[2] & 0xFF, StandardCharsets.US_ASCII));
        assertEquals(2, HostSimulator.bcd(h.r(0x51, 6), 2, 2));
        assertEquals(1, HostSimulator.bcd(h.r(0x55, 6), 2, 2));
    }

    @Test
    void everyMeterReadOverSasEqualsTheMeterStore() throws Exception {
        start("keep-playing");
        rig.act(new Action.InsertBill(2000));
        rig.act(new Action.InsertBill(500));
        for (int i = 0; i < 20; i++) {
            assertTrue(rig.play().accepted());
        }
        MeterSnapshot m = rig.cabinet.meterReport().meters();
        HostSimulator h = rig.host;
        // coin in is counted at the spin, games won and lost at the round's end: the snapshot after the last round's
        // end shows all three (a snapshot between its spin and its end had the coin in alone)
        SasRig.await(() -> h.meter(0x11) == m.get(Meter.COIN_IN) && h.meter(0x16) == m.get(Meter.GAMES_WON)
            && h.meter(0x17) == m.get(Meter.GAMES_LOST), "the snapshot after the rounds");
        byte[] f = h.r(0x0F, 28);
        assertEquals(m.get(Meter.CANCELLED_CREDITS), HostSimulator.bcd(f, 2, 4));
        assertEquals(m.get(Meter.COIN_IN), HostSimulator.bcd(f, 6, 4));
        assertEquals(m.get(Meter.COIN_OUT), HostSimulator.bcd(f, 10, 4));
        assertEquals(m.get(Meter.DROP), HostSimulator.bcd(f, 14, 4));
        assertEquals(m.get(Meter.JACKPOT), HostSimulator.bcd(f, 18, 4));
        assertEquals(m.get(Meter.GAMES_PLAYED), HostSimulator.bcd(f, 22, 4));
        assertEquals(m.credits(), h.meter(0x1A));
        assertEquals(m.get(Meter.GAMES_WON), h.meter(0x16));
        assertEquals(m.get(Meter.GAMES_LOST), h.meter(0x17));
        assertEquals(m.billCount(Scope.LIFETIME, 2000), HostSimulator.bcd(h.r(0x1E, 28), 14, 4));
        assertEquals(25, HostSimulator.bcd(h.r(0x20, 8), 2, 4), "$25 of bills");
        for (int i = 0; i < CODES.length; i += 10) {
            int[] chunk = Arrays.copyOfRange(CODES, i, Math.min(CODES.length, i + 10));
            byte[] data = new byte[3 + chunk.length];
            data[0] = (byte) (2 + chunk.length);
            for (int k = 0; k < chunk.length; k++) {
                data[3 + k] = (byte) chunk[k];
            }
            byte[] r = h.s(0x2F, 0, data);
            int at = 5;
            for (int code : chunk) {
                assertEquals(code, r[at] & 0xFF, "code order in LP 2F");
                // SAS 6.02's meter table (the Monaco EGM's): amounts in cents 5 BCD bytes, credits and counts 4.
                int size = code >= 0x0D && code <= 0x10 || code >= 0x80 && code <= 0x93 && code % 2 == 0 ? 5 : 4;
                assertEquals(expected(m, code), HostSimulator.bcd(r, at + 1, size), "meter " + Integer.toHexString(code));
                at += 1 + size;
            }
        }
        List<String> ids = List.of("christmas-tree", "lost-relics");
        for (int g = 1; g <= 2; g++) {
            byte[] r = h.s(0x52, 22, HostSimulator.toBcd(g, 2));
            String id = ids.get(g - 1);
            assertEquals(m.game(Scope.LIFETIME, id, GameMeter.COIN_IN), HostSimulator.bcd(r, 4, 4));
            assertEquals(m.game(Scope.LIFETIME, id, GameMeter.COIN_OUT), HostSimulator.bcd(r, 8, 4));
            assertEquals(m.game(Scope.LIFETIME, id, GameMeter.GAMES_PLAYED), HostSimulator.bcd(r, 16, 4));
        }
    }

    private static long expected(MeterSnapshot m, int code) {
        return switch (code) {
            case 0x25 -> m.get(Scope.POWER_UP, Meter.GAMES_PLAYED);
            case 0x26 -> m.get(Scope.DOOR_CLOSE, Meter.GAMES_PLAYED);
            default -> m.get(Scope.LIFETIME, String.format("%04X", code));
        };
    }

    @Test
    void aRoundIsReportedAsGameStartedAndEndedWithItsAmounts() throws Exception {
        HostSimulator h = start("keep-playing").host;
        rig.act(new Action.InsertBill(2000));
        SasRig.awaitExceptions(h, 0x4A);
        assertTrue(h.control(0x0E, (byte) 1), "real-time event reporting on");
        ActionResult r = rig.play();
        long bet = r.state().bet();
        long win = r.state().lastWin();
        long coinIn = rig.cabinet.meterReport().meters().get(Meter.COIN_IN);
        byte[] started = awaitEvent(h, 0x7E);
        assertEquals(bet, HostSimulator.bcd(started, 3, 2));
        assertEquals(coinIn, HostSimulator.bcd(started, 5, 4));
        byte[] ended = awaitEvent(h, 0x7F);
        assertEquals(win, HostSimulator.bcd(ended, 3, 4));
    }

    private static byte[] awaitEvent(HostSimulator h, int code) {
        byte[][] found = new byte[1][];
        SasRig.await(() -> {
            byte[] e = h.generalPoll();
            if (e.length > 2 && (e[2] & 0xFF) == code) {
                found[0] = e;
            }
            return found[0] != null;
        }, "event " + Integer.toHexString(code));
        return found[0];
    }

    @Test
    void billsAndDoorsAreReportedAsExceptions() throws Exception {
        HostSimulator h = start("keep-playing").host;
        h.drainExceptions();
        rig.act(new Action.InsertBill(2000));
        SimDoorSwitches doors = (SimDoorSwitches) rig.cabinet.devices().doors();
        doors.open(Door.MAIN);
        rig.cabinet.sync();
        doors.close(Door.MAIN);
        rig.cabinet.sync();
        List<Integer> got = new java.util.ArrayList<>();
        SasRig.await(() -> {
            got.addAll(h.drainExceptions());
            return got.containsAll(List.of(0x4A, 0x11, 0x12));
        }, "4A, 11 and 12");
        assertEquals(List.of(0x4A, 0x11, 0x12), got.stream().filter(c -> c != 0x8C && c != 0x20).toList());
    }

    @Test
    void aCashOutHandpayIsReportedAndReadAndItsResetToo() throws Exception {
        HostSimulator h = start("keep-playing").host;
        rig.act(new Action.InsertBill(2000));
        SasRig.awaitExceptions(h, 0x4A);
        assertTrue(rig.act(new Action.CashOut()).accepted());
        List<Integer> got = SasRig.awaitExceptions(h, 0x51);
        // 66 is queued at the press, 51 with the handpay a moment later: either may reach the host first
        assertEquals(List.of(0x51, 0x66), got.stream().sorted().toList());
        byte[] info = h.r(0x1B, 24);
        assertEquals(0x80, info[3] & 0xFF, "level 80: cancelled credits");
        assertEquals(2000, HostSimulator.bcd(info, 4, 5));
        assertEquals(0x01, h.remoteHandpayReset(), "remote reset not allowed here");
        ((SimKeySwitch) rig.cabinet.devices().key()).turn(true);
        rig.cabinet.sync();
        assertTrue(rig.act(new Action.EnterPin(SasRig.PIN)).accepted());
        assertTrue(rig.act(new Action.KeyOffHandpay()).accepted());
        List<Integer> after = SasRig.awaitExceptions(h, 0x52);
        assertTrue(after.contains(0x82), "attendant menu entered: " + after);
    }

    @Test
    void theHostResetsAHandpayWhereConfigurationAllowsIt() throws Exception {
        rig = new SasRig(dir, "keep-playing", true).start(42);
        HostSimulator h = rig.host;
        rig.act(new Action.InsertBill(2000));
        assertTrue(rig.act(new Action.CashOut()).accepted());
        SasRig.awaitExceptions(h, 0x51);
        // Secure handpay reporting (SAS 6.02 section 7.8.1): 52 follows the reset once the host has read LP 1B.
        assertEquals(0x80, h.r(0x1B, 24)[3] & 0xFF, "cancelled credits");
        assertEquals(0x00, h.remoteHandpayReset(), "handpay was reset");
        assertTrue(rig.cabinet.state().handpay().isEmpty(), "written before the host was told 00");
        List<Integer> after = SasRig.awaitExceptions(h, 0x52);
        assertTrue(rig.cabinet.state().handpay().isEmpty());
        assertEquals(0, rig.cabinet.state().credits());
        assertEquals(2000, rig.cabinet.meterReport().meters().get(Meter.HANDPAID_CANCELLED_CREDITS));
        assertFalse(after.contains(0x82), "no attendant was involved: " + after);
        assertEquals(0x02, h.remoteHandpayReset(), "no handpay pending any more");
    }

    @Test
    void theHostDisablesAndEnablesPlay() throws Exception {
        HostSimulator h = start("keep-playing").host;
        rig.act(new Action.InsertBill(2000));
        assertTrue(h.control(0x01));
        ActionResult refused = rig.act(new Action.Spin());
        assertFalse(refused.accepted());
        assertTrue(refused.message().contains("casino system"), refused.message());
        assertTrue(h.control(0x02));
        assertTrue(rig.play().accepted());
    }

    /** LP 01's state is published for the screen (docs/ui.md "Disabled by the casino system"), kept until LP 02. */
    @Test
    void theHostDisabledStateIsPublishedAndNoPlayerActionEndsIt() throws Exception {
        HostSimulator h = start("keep-playing").host;
        rig.act(new Action.InsertBill(2000));

        assertTrue(h.control(0x01));
        SasRig.await(() -> !rig.cabinet.state().hostDisabled().isEmpty(), "the host-disabled state published");
        for (Action a : new Action[] {new Action.Spin(), new Action.BetUp(), new Action.MaxBet(), new Action.ShowGameSelect(),
            new Action.SelectGame("lost-relics")}) {
            assertFalse(rig.act(a).accepted(), a + " refused");
        }
        assertFalse(rig.cabinet.state().hostDisabled().isEmpty(), "still disabled");

        assertTrue(h.control(0x02));
        SasRig.await(() -> rig.cabinet.state().hostDisabled().isEmpty(), "enabled again");
    }

    /** LP 08 narrows the bills the cabinet takes; LP 48 then names the last bill with the currency's SAS country. */
    @Test
    void theHostChoosesTheBillsAndLp48NamesTheirCountry() throws Exception {
        HostSimulator h = start("keep-playing").host;

        // Mask 04 00 00 00 (LSB first): bit 2 = SAS bill code 02, the $5 note, alone; action flag 0.
        assertTrue(h.control(0x08, (byte) 0x04, (byte) 0, (byte) 0, (byte) 0, (byte) 0));

        assertFalse(rig.act(new Action.InsertBill(2000)).accepted(), "a $20 bill is refused now");
        assertTrue(rig.act(new Action.InsertBill(500)).accepted(), "a $5 bill is taken");
        // The snapshot follows the published state within its refresh (SasService.REFRESH_MS).
        SasRig.await(() -> (h.r(0x48, 10)[3] & 0xFF) == 0x02, "LP 48 reports the $5 bill");
        byte[] r = h.r(0x48, 10);
        assertEquals(0x37, r[2] & 0xFF, "USD: SAS country 37");
        assertEquals(0x02, r[3] & 0xFF, "bill code 02, $5");
    }

    /** LP 7F: acknowledged and logged with the difference to the cabinet's clock, which it keeps (docs/sas.md). */
    @Test
    void theHostsDateAndTimeAreLogged() throws Exception {
        HostSimulator h = start("keep-playing").host;

        // 11 27 20 26 04 05 06: 27 November 2026, 04:05:06 (BCD).
        assertTrue(h.control(0x7F, (byte) 0x11, (byte) 0x27, (byte) 0x20, (byte) 0x26, (byte) 0x04, (byte) 0x05,
            (byte) 0x06));

        SasRig.await(() -> rig.cabinet.withStore(s -> s.events(20)).stream().anyMatch(e -> e.detail()
            .startsWith("SAS host set the date and time to 2026-11-27T04:05:06")), "the LP 7F event");
    }

    @Test
    void theLinkLostDisablesPlayUntilTheHostPollsAgain() throws Exception {
        HostSimulator h = start("disable-play").host;
        assertFalse(rig.act(new Action.InsertBill(2000)).accepted(), "no host seen yet: no bills");
        h.generalPoll();
        SasRig.await(() -> !rig.cabinet.hostGate().linkDown(), "the link up");
        assertTrue(rig.act(new Action.InsertBill(2000)).accepted());
        assertTrue(rig.play().accepted());
        // No poll for more than 5 s.
        SasRig.await(() -> rig.cabinet.hostGate().linkDown(), "the link down");
        assertFalse(rig.act(new Action.Spin()).accepted());
        h.generalPoll();
        SasRig.await(() -> !rig.cabinet.hostGate().linkDown(), "the link up again");
        assertTrue(rig.play().accepted());
    }

    @Test
    void theLinkLostChangesNothingUnderKeepPlaying() throws Exception {
        HostSimulator h = start("keep-playing").host;
        rig.act(new Action.InsertBill(2000));
        h.generalPoll();
        SasRig.await(() -> !rig.sas.linkUp(), "the link down");
        assertTrue(rig.play().accepted());
    }
}
