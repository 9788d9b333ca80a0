package io.opencab.sas;

import static io.opencab.sas.AftPollsTest.ASSET;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftView;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Hostile AFT frames (issue 40): valid LP 72/73/74 frames mutated byte by byte, cut short, lengthened, and random
 * bytes, some with their CRC made right again and some not. Nothing may throw, a frame with a bad CRC may order
 * nothing, and every transfer handed to the cabinet must be one a correct frame could order: type 00 or 80, the
 * cabinet's asset number, the registered key (or none), a printable id of 1-20 characters. With bonusing on, the
 * seeds add bonus transfers (types 10, 11) and LP 8A/9A: a type 10/11 may then be ordered, and an LP 8A award only from
 * a frame with a right CRC, its amount and a tax status 00-02 as the frame named them. CI runs 5,000 frames;
 * {@code -Daft.fuzz.frames=100000} (sas/aft-fuzz.sh) the long run.
 */
class AftFuzzTest {
    private static final int FRAMES = Integer.getInteger("aft.fuzz.frames", 5_000);
    private static final String[] SEEDS = {
        AftTransferPollsTest.in("00 00 00 20 00"),
        AftTransferPollsTest.poll("01", "00", "00 00 10 00 00", "40", AftPollsTest.ASSET_HEX, AftPollsTest.ZERO_KEY, "31"),
        AftTransferPollsTest.poll("01", "80", "00 00 00 05 00", "0B", AftPollsTest.ASSET_HEX, AftPollsTest.KEY_HEX, "32"),
        "01 72 02 FF 00", "01 72 02 80 00", "01 74 00 01 05 00", "01 74 FF 00 00 00",
        "01 73 1D 00 " + AftPollsTest.ASSET_HEX + " " + AftPollsTest.KEY_HEX + " 07 00 00 00", "01 73 01 FF",
    };

    private static final String[] BONUS_SEEDS = {
        AftTransferPollsTest.poll("00", "10", "00 00 00 20 00", "00", AftPollsTest.ASSET_HEX, AftPollsTest.KEY_HEX, "33"),
        AftTransferPollsTest.poll("00", "11", "00 00 10 00 00", "40", AftPollsTest.ASSET_HEX, AftPollsTest.ZERO_KEY, "34"),
        "01 74 00 08 05 00", "01 8A 00 00 05 00 01", "01 9A 00 00",
    };

    private static final AftView VIEW = AftPollsTest.view(new AftView.Registration(0x01, ASSET, AftPollsTest.key(), 7),
        AftView.Availability.READY);

    @Test
    void hostileFramesNeverThrowAndNeverOrderATransferACorrectFrameCouldNot() {
        fuzz(false, SEEDS);
    }

    @Test
    void withBonusingHostileFramesNeverOrderATransferOrBonusACorrectFrameCouldNot() {
        String[] seeds = java.util.Arrays.copyOf(SEEDS, SEEDS.length + BONUS_SEEDS.length);
        System.arraycopy(BONUS_SEEDS, 0, seeds, SEEDS.length, BONUS_SEEDS.length);
        fuzz(true, seeds);
    }

    private void fuzz(boolean bonus, String[] seeds) {
        // A fresh responder after each order, since the cabinet's outcome is not simulated.
        Fixture f = new Fixture();
        java.util.List<long[]> awards = new java.util.ArrayList<>();
        RecordingAftPort port = on(f, bonus, awards);
        SplittableRandom rnd = new SplittableRandom(Long.getLong("aft.fuzz.seed", 40L));
        int badCrc = 0;
        int answered = 0;
        int ordered = 0;
        for (int i = 0; i < FRAMES; i++) {
            byte[] frame = mutate(HexFormat.of().parseHex(seeds[rnd.nextInt(seeds.length)].replace(" ", "")), rnd);
            boolean fixCrc = rnd.nextInt(4) != 0;
            byte[] wire = fixCrc ? Crc16.append(frame) : corruptCrc(Crc16.append(frame));
            String reply = f.send(HexFormat.of().formatHex(wire));
            if (!fixCrc) {
                badCrc++;
                assertTrue(port.orders.isEmpty() && awards.isEmpty(), "a frame with a bad CRC ordered a transfer or bonus");
            }
            if (!awards.isEmpty()) {
                checkAward(awards.get(0), wire);
                awards.clear();
                ordered++;
            }
            answered += reply.isEmpty() ? 0 : 1;
            f.send("80"); // another address between frames: each is a new question
            if (!port.orders.isEmpty()) {
                check(port.orders.get(0), wire, bonus);
                assertEquals(1, port.orders.size(), "one frame, one order");
                ordered++;
                f = new Fixture();
                port = on(f, bonus, awards);
            }
        }
        assertTrue(badCrc > 0 && answered > 0 && ordered > 0, "the run exercised every path: " + badCrc
            + " bad CRCs, " + answered + " answers, " + ordered + " orders");
        System.out.println("AftFuzzTest" + (bonus ? " (bonusing on)" : "") + ": " + FRAMES + " frames, " + badCrc
            + " with a bad CRC, " + answered + " answered, " + ordered + (bonus ? " transfers and LP 8A awards" : " transfers")
            + " ordered, each one a correct frame could order");
    }

    /** The AFT polls (and with {@code bonus} the legacy bonus polls, recording into {@code awards}) on {@code f}. */
    private static RecordingAftPort on(Fixture f, boolean bonus, java.util.List<long[]> awards) {
        if (bonus) {
            new io.opencab.sas.bonus.LegacyBonusPolls(() -> new io.opencab.sas.bonus.LegacyBonusPort.View(true, 1, 2, 3),
                (credits, tax) -> awards.add(new long[] {credits, tax})).register(f.responder.longPolls());
        }
        return RecordingAftPort.on(f, () -> VIEW, bonus);
    }

    /** An LP 8A award: from the 9-byte poll an 8A frame starts with, its CRC right, the amount and tax status it named. */
    private static void checkAward(long[] award, byte[] wire) {
        assertEquals(0x8A, wire[1] & 0xFF);
        assertTrue(wire.length >= 9, "LP 8A is 9 bytes");
        byte[] poll = java.util.Arrays.copyOf(wire, 9);
        assertArrayEquals(poll, Crc16.append(java.util.Arrays.copyOf(wire, 7)), "the CRC is right");
        assertEquals(Bcd.get(poll, 2, 4), award[0], "the amount the frame named");
        assertTrue(award[0] > 0 && award[1] >= 0 && award[1] <= 2 && award[1] == (poll[6] & 0xFF), "tax status 00-02");
    }

    private static void check(AftOrder o, byte[] wire, boolean bonus) {
        assertEquals(0x72, wire[1] & 0xFF);
        boolean bonusType = o.type() == 0x10 || o.type() == 0x11;
        assertTrue(o.type() == 0x00 || o.type() == 0x80 || bonus && bonusType,
            "only types 00 and 80 (10 and 11 with bonusing) are ordered: " + o.type());
        assertEquals(o.type(), wire[5] & 0xFF, "the type the frame named");
        long asset = (wire[22] & 0xFFL) | (wire[23] & 0xFFL) << 8 | (wire[24] & 0xFFL) << 16 | (wire[25] & 0xFFL) << 24;
        assertEquals(ASSET, asset, "the frame named our asset number");
        byte[] key = java.util.Arrays.copyOfRange(wire, 26, 46);
        boolean zero = true;
        for (byte b : key) {
            zero &= b == 0;
        }
        if (!zero) {
            assertArrayEquals(AftPollsTest.key(), key, "the registered key");
        }
        assertTrue(o.transactionId().matches("[\\x20-\\x7E]{1,20}"), o.transactionId());
        assertTrue(o.cashableCents() >= 0 && o.restrictedCents() >= 0 && o.nonRestrictedCents() >= 0);
    }

    private static byte[] mutate(byte[] b, SplittableRandom rnd) {
        byte[] out = b.clone();
        switch (rnd.nextInt(5)) {
            case 0 -> out[2 + rnd.nextInt(out.length - 2)] = (byte) rnd.nextInt(256);
            case 1 -> {
                for (int k = 0; k < 3; k++) {
                    out[2 + rnd.nextInt(out.length - 2)] ^= (byte) (1 << rnd.nextInt(8));
                }
            }
            case 2 -> out = java.util.Arrays.copyOf(out, 2 + rnd.nextInt(out.length - 1));
            case 3 -> {
                out = java.util.Arrays.copyOf(out, out.length + 1 + rnd.nextInt(8));
                if (out.length > 2) {
                    out[2] = (byte) rnd.nextInt(256);
                }
            }
            default -> {
                for (int k = 2; k < out.length; k++) {
                    out[k] = (byte) rnd.nextInt(256);
                }
            }
        }
        out[0] = 0x01;
        return out;
    }

    private static byte[] corruptCrc(byte[] b) {
        b[b.length - 1] ^= 0x5A;
        return b;
    }
}
