package io.opencab.hal.bill.id003;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Feeds the host's frame reader and state machine with random and mutated answers, as the driver would,
 * and checks that no credit ever appears without the one sequence that earns it. VEND VALID is kept out of
 * the fuzzed answers (a mutation that happens to produce a valid VEND VALID frame is drawn again), so no
 * fuzzed input can legitimately earn a credit: any credit would be a bug.
 */
class Id003FuzzTest {
    private static final int FRAMES = 120_000;
    private static final int[] STATUSES = {0x11, 0x12, 0x13, 0x14, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x40, 0x41,
        0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x50, 0xC0, 0xC1, 0xC3};

    private static Id003Host host(RecordingLedger ledger, List<BillEvent> events) {
        return new Id003Host(DenominationTable.usd(), DenominationTable.usd().valueCentsByCode().keySet(), ledger,
                Clock.fixed(Instant.EPOCH, ZoneOffset.UTC), 5, UUID::randomUUID, events::add);
    }

    private static byte[] validFrame(SplittableRandom rnd) {
        int status = STATUSES[rnd.nextInt(STATUSES.length)];
        int dataLen = status == 0x13 || status == 0x17 || status == 0x49 || status == 0xC3 ? 1
                : status == 0xC0 || status == 0xC1 ? 2 : rnd.nextInt(4) == 0 ? rnd.nextInt(4) : 0;
        byte[] data = new byte[dataLen];
        for (int i = 0; i < dataLen; i++) {
            data[i] = (byte) (status == 0x13 ? 0x61 + rnd.nextInt(9) : rnd.nextInt(256));
        }
        return new Id003Frame(status, data).encode();
    }

    static byte[] mutate(byte[] f, SplittableRandom rnd) {
        return switch (rnd.nextInt(7)) {
            case 0 -> { // flip bits
                byte[] g = f.clone();
                g[rnd.nextInt(g.length)] ^= (byte) (1 << rnd.nextInt(8));
                yield g;
            }
            case 1 -> java.util.Arrays.copyOf(f, rnd.nextInt(f.length)); // truncated
            case 2 -> { // wrong length byte
                byte[] g = f.clone();
                g[1] = (byte) rnd.nextInt(256);
                yield g;
            }
            case 3 -> { // random garbage
                byte[] g = new byte[rnd.nextInt(1, 40)];
                for (int i = 0; i < g.length; i++) {
                    g[i] = (byte) (rnd.nextInt(5) == 0 ? 0xFC : rnd.nextInt(256));
                }
                yield g;
            }
            case 4 -> { // duplicated frame
                byte[] g = new byte[f.length * 2];
                System.arraycopy(f, 0, g, 0, f.length);
                System.arraycopy(f, 0, g, f.length, f.length);
                yield g;
            }
            case 5 -> new byte[0]; // lost frame: timeout
            default -> f; // valid frame (stray statuses, unknown escrow codes, echoes that do not match)
        };
    }

    private static boolean containsVendValid(byte[] bytes) {
        Id003FrameReader r = new Id003FrameReader();
        r.feed(bytes, 0, bytes.length);
        for (Id003Frame f; (f = r.poll()) != null; ) {
            if (f.command() == Id003Codes.VEND_VALID) {
                return true;
            }
        }
        return false;
    }

    /** One request/answer round as the driver does it; returns true if a frame was delivered. */
    static boolean round(Id003Host host, Id003FrameReader reader, byte[] answer) {
        Id003Frame cmd = host.nextCommand();
        host.sent(cmd);
        if (!Id003Host.expectsAnswer(cmd)) {
            return false;
        }
        reader.reset();
        reader.feed(answer, 0, answer.length);
        Id003Frame f = reader.poll();
        if (f == null) {
            host.onNoAnswer(cmd);
            return false;
        }
        host.onFrame(cmd, f);
        return true;
    }

    @Test
    void randomAndMutatedFramesNeverProduceACredit() {
        SplittableRandom rnd = new SplittableRandom(20260101L);
        RecordingLedger ledger = new RecordingLedger();
        List<BillEvent> events = new ArrayList<>();
        Id003Host host = host(ledger, events);
        host.setAccepting(true);
        Id003FrameReader reader = new Id003FrameReader();
        int delivered = 0;
        for (int i = 0; i < FRAMES; i++) {
            byte[] answer;
            do {
                answer = mutate(validFrame(rnd), rnd);
            } while (containsVendValid(answer));
            if (round(host, reader, answer)) {
                delivered++;
            }
        }

        assertEquals(0, ledger.creditedCents());
        assertTrue(ledger.credited().isEmpty());
        assertTrue(events.stream().noneMatch(e -> e instanceof BillEvent.NoteStacked));
        assertNull(ledger.violation());
        // The fuzz reached the state machine: escrows were accepted and later resolved or left in doubt.
        assertTrue(delivered > FRAMES / 5, "delivered " + delivered);
        assertTrue(ledger.calls().stream().anyMatch(c -> c.startsWith("escrow")), "no escrow reached the ledger");
        assertTrue(reader.badCrc() + reader.droppedBytes() > 0);
    }

    @Test
    void aRealNoteAmidNoiseIsCreditedExactlyOnce() {
        SplittableRandom rnd = new SplittableRandom(7L);
        RecordingLedger ledger = new RecordingLedger();
        List<BillEvent> events = new ArrayList<>();
        Id003Host host = host(ledger, events);
        host.setAccepting(true);
        Id003FrameReader reader = new Id003FrameReader();
        // Bring the host up, with garbage between every step.
        int[][] script = {{0x40}, {0x1B}, {0x11}, {0x13, 0x65}, {0x14}, {0x15}, {0x16}, {0x16}, {0x11}};
        for (int[] step : script) {
            for (int k = 0; k < 2; k++) { // fewer than MAX_ATTEMPTS: queued commands survive
                byte[] noise = new byte[rnd.nextInt(1, 12)];
                rnd.nextBytes(noise);
                if (noise.length > 0 && !containsVendValid(noise)) {
                    round(host, reader, noise);
                }
            }
            int[] data = java.util.Arrays.copyOfRange(step, 1, step.length);
            // Answer the queued commands (ACK / echo), then the status request with the script's status.
            for (int guard = 0; guard < 20; guard++) {
                Id003Frame cmd = host.nextCommand();
                if (cmd.command() == Id003Codes.STATUS_REQUEST) {
                    byte[] frame = Id003Frame.of(step[0], data).encode();
                    byte[] twice = new byte[frame.length * 2];
                    System.arraycopy(frame, 0, twice, 0, frame.length);
                    System.arraycopy(frame, 0, twice, frame.length, frame.length);
                    round(host, reader, twice); // duplicated on the wire
                    break;
                }
                byte[] ans = Id003Codes.isSetting(cmd.command()) ? cmd.encode() : Id003Frame.of(0x50).encode();
                round(host, reader, ans);
            }
        }

        assertEquals(2_000, ledger.creditedCents());
        assertEquals(1, ledger.credited().size());
        assertNull(ledger.violation());
    }
}
