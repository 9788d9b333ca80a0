package io.opencab.tests.sas;

import io.opencab.app.cabinet.state.Action;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 100,000 random and mutated frames into the cabinet's SAS port while it plays: no crash, no order
 * carried out from a frame with a bad CRC, the link still answers, the cabinet still plays, and its
 * meters over SAS equal the store's. {@code -Dsasfuzz.frames=N} (default 100,000), {@code -Dsasfuzz.seed}.
 */
class SasFuzzTest {
    /** Valid polls to mutate (the control ones with their CRC: a mutation must break it). */
    private static final List<byte[]> VALID = List.of(
        HostSimulator.withCrc(new byte[] {1, 0x01}), HostSimulator.withCrc(new byte[] {1, 0x02}),
        HostSimulator.withCrc(new byte[] {1, 0x06}), HostSimulator.withCrc(new byte[] {1, 0x07}),
        HostSimulator.withCrc(new byte[] {1, 0x09, 0, 1, 0}), HostSimulator.withCrc(new byte[] {1, 0x0E, 1}),
        HostSimulator.withCrc(new byte[] {0, 0x01}), HostSimulator.withCrc(new byte[] {1, 0x2F, 3, 0, 0, 0}),
        HostSimulator.withCrc(new byte[] {1, 0x52, 0, 1}), HostSimulator.withCrc(new byte[] {1, 0x6F, 4, 0, 1, 0, 0}),
        new byte[] {1, 0x1A}, new byte[] {1, 0x0F}, new byte[] {(byte) 0x81}, new byte[] {1, 0x54});

    @TempDir
    Path dir;
    SasRig rig;

    @AfterEach
    void stop() throws InterruptedException {
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void randomAndMutatedFramesChangeNothingAndTheCabinetPlaysOn() throws Exception {
        int frames = Integer.getInteger("sasfuzz.frames", 100_000);
        long seed = Long.getLong("sasfuzz.seed", System.nanoTime());
        System.out.println("SAS fuzz: " + frames + " frames, seed " + seed + " (rerun with -Dsasfuzz.seed=" + seed + ")");
        Random random = new Random(seed);
        rig = new SasRig(dir, "keep-playing").start(seed);
        HostSimulator h = rig.host;
        rig.act(new Action.InsertBill(10_000));
        h.startDraining();
        int rounds = 0;
        for (int i = 0; i < frames; i++) {
            h.send(frame(random));
            if (i % 10_000 == 9_999) {
                assertTrue(rig.play().accepted(), "the cabinet plays on during the fuzz");
                rounds++;
            }
        }
        h.stopDraining();
        assertFalse(rig.cabinet.hostGate().playDisabled(), "no disable from a bad frame");
        assertFalse(rig.cabinet.hostGate().billsDisabled());
        assertFalse(rig.cabinet.hostGate().gameDisabled("christmas-tree"));
        assertTrue(rig.sas.counters().crcErrors() > 0, "bad CRCs were seen and counted");
        assertTrue(rig.play().accepted());
        MeterSnapshot m = rig.cabinet.meterReport().meters();
        SasRig.await(() -> h.meter(0x11) == m.get(Meter.COIN_IN), "the link answering with the store's coin in");
        assertEquals(m.credits(), h.meter(0x1A));
        assertEquals(rounds + 1, m.get(Meter.GAMES_PLAYED));
        System.out.println("SAS fuzz: " + rig.sas.counters().crcErrors() + " CRC errors, "
            + rig.sas.counters().unsupported() + " unsupported, " + rig.sas.counters().polls() + " polls");
    }

    /** A random frame or a mutated valid one; never a control poll with a valid CRC (that would be a real order). */
    static byte[] frame(Random r) {
        byte[] f;
        if (r.nextBoolean()) {
            f = VALID.get(r.nextInt(VALID.size())).clone();
            switch (r.nextInt(3)) {
                case 0 -> f[f.length > 1 ? 1 + r.nextInt(f.length - 1) : 0] ^= (byte) (1 << r.nextInt(8));
                case 1 -> f = Arrays.copyOf(f, Math.max(1, r.nextInt(f.length + 1)));
                default -> {
                    f = Arrays.copyOf(f, f.length + 1 + r.nextInt(4));
                    f[f.length - 1] = (byte) r.nextInt(256);
                }
            }
        } else {
            f = new byte[1 + r.nextInt(12)];
            r.nextBytes(f);
            f[0] = (byte) (r.nextBoolean() ? 1 : r.nextInt(256));
        }
        return safe(f);
    }

    /** Breaks the CRC of a control poll (01, 02, 06, 07, 09, 0E to us or to all) that came out valid by chance. */
    static byte[] safe(byte[] f) {
        if (f.length < 2 || (f[0] != 1 && f[0] != 0)) {
            return f;
        }
        int len = switch (f[1] & 0xFF) {
            case 0x01, 0x02, 0x06, 0x07 -> 4;
            case 0x09 -> 7;
            case 0x0E -> 5;
            default -> 0;
        };
        if (len > 0 && f.length >= len && HostSimulator.crcOk(Arrays.copyOf(f, len))) {
            f[len - 1] ^= 0x01;
        }
        return f;
    }
}
