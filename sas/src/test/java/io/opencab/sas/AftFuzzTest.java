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
 * cabinet's asset number, the registered key (or none), a printable id of 1-20 characters. CI runs 5,000 frames;
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

    private static final AftView VIEW = AftPollsTest.view(new AftView.Registration(0x01, ASSET, AftPollsTest.key(), 7),
        AftView.Availability.READY);

    @Test
    void hostileFramesNeverThrowAndNeverOrderATransferACorrectFrameCouldNot() {
        // A fresh responder after each order, since the cabinet's outcome is not simulated.
        Fixture f = new Fixture();
        RecordingAftPort port = RecordingAftPort.on(f, () -> VIEW);
        SplittableRandom rnd = new SplittableRandom(Long.getLong("aft.fuzz.seed", 40L));
        int badCrc = 0;
        int answered = 0;
        int ordered = 0;
        for (int i = 0; i < FRAMES; i++) {
            byte[] frame = mutate(HexFormat.of().parseHex(SEEDS[rnd.nextInt(SEEDS.length)].replace(" ", "")), rnd);
            boolean fixCrc = rnd.nextInt(4) != 0;
            byte[] wire = fixCrc ? Crc16.append(frame) : corruptCrc(Crc16.append(frame));
            String reply = f.send(HexFormat.of().formatHex(wire));
            if (!fixCrc) {
                badCrc++;
                assertTrue(port.orders.isEmpty(), "a frame with a bad CRC ordered a transfer");
            }
            answered += reply.isEmpty() ? 0 : 1;
            f.send("80"); // another address between frames: each is a new question
            if (!port.orders.isEmpty()) {
                check(port.orders.get(0), wire);
                assertEquals(1, port.orders.size(), "one frame, one order");
                ordered++;
                f = new Fixture();
                port = RecordingAftPort.on(f, () -> VIEW);
            }
        }
        assertTrue(badCrc > 0 && answered > 0 && ordered > 0, "the run exercised every path: " + badCrc
            + " bad CRCs, " + answered + " answers, " + ordered + " orders");
        System.out.println("AftFuzzTest: " + FRAMES + " frames, " + badCrc + " with a bad CRC, " + answered
            + " answered, " + ordered + " transfers ordered, each one a correct frame could order");
    }

    private static void check(AftOrder o, byte[] wire) {
        assertEquals(0x72, wire[1] & 0xFF);
        assertTrue(o.type() == 0x00 || o.type() == 0x80, "only types 00 and 80 are ordered: " + o.type());
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
