package io.opencab.tests.sashost;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A SAS 6.02 host (a SMIB's side of the link) written for the tests from public descriptions of the protocol, not
 * from the cabinet's responder: it shares no code with the {@code sas} module or firmware-app's SAS wiring.
 *
 * <p>Polls: a general poll is the one byte {@code 80 | address}; a long poll of type R is {@code address command};
 * one of type S is {@code address command data CRC}. Every poll's first byte carries the wakeup bit ({@link HostLine}).
 *
 * <p>Acknowledgement is implied, as public descriptions and implementations (the open-sourced Aristocrat Monaco SAS
 * client's HostAcknowledgementProvider) give it: the host acknowledges the machine's last reply by its next message
 * when that is a poll to another address, a global (address 0) message, or a poll to this machine with another
 * command (a long poll after a general poll; a different long poll); sending the same poll again is a NACK, which asks
 * for the same reply again. This class only sends what it is told: the habits (which poll follows which) are the
 * tests', in {@link Habits}. It keeps a transcript of the last exchanges for failure messages.
 */
final class SasHost implements AutoCloseable {
    /** How long the host waits for a reply's first byte: generous, the tests are not timed (the benchmark is). */
    static final long REPLY_MS = Long.getLong("sashost.reply.ms", 500);
    /** How long a poll to an absent address waits before the host moves on. */
    static final long ABSENT_MS = Long.getLong("sashost.absent.ms", 20);
    /** How many times a host sends a poll that got no reply before it gives up ({@link #answered}). */
    static final int TRIES = 3;

    private final HostLine line;
    private final Deque<String> transcript = new ArrayDeque<>();

    SasHost(Path hostEnd) {
        line = new HostLine(hostEnd);
    }

    /** General poll of {@code address}; the reply is the exception code (00: none), or null when nothing came. */
    byte[] generalPoll(int address) {
        return exchange(new byte[] {(byte) (0x80 | address)}, HostLine.Shape.fixed(1));
    }

    /** A general poll to an address nobody on this line answers (the cabinet must stay silent). */
    byte[] pollAbsent(int address) {
        byte[] poll = {(byte) (0x80 | address)};
        byte[] got = line.sendUnanswered(poll, ABSENT_MS);
        note(poll, got);
        return got;
    }

    /** The sync a host alone with one machine sends: the general poll of address 0, which no machine answers. */
    byte[] sync() {
        return pollAbsent(0);
    }

    /** A long poll of type R (no data, no CRC). */
    byte[] longPollR(int address, int command, HostLine.Shape reply) {
        return exchange(new byte[] {(byte) address, (byte) command}, reply);
    }

    /** A long poll of type S: address, command, data, CRC. */
    byte[] longPollS(int address, int command, byte[] data, HostLine.Shape reply) {
        byte[] body = Hex.concat(new byte[] {(byte) address, (byte) command}, data);
        return exchange(SasCrc.append(body), reply);
    }

    /**
     * A long poll of type R as a host sends it on a busy line: sent again unchanged while no reply comes,
     * {@value #TRIES} times in all (see {@link #answered}); null after the last.
     */
    byte[] answeredR(int address, int command, HostLine.Shape reply) {
        return answered(new byte[] {(byte) address, (byte) command}, reply);
    }

    /** A long poll of type S sent again unchanged while no reply comes, as {@link #answeredR}. */
    byte[] answeredS(int address, int command, byte[] data, HostLine.Shape reply) {
        return answered(SasCrc.append(Hex.concat(new byte[] {(byte) address, (byte) command}, data)), reply);
    }

    /**
     * A host that gets no reply within {@link #REPLY_MS} sends the same poll again at once (a loaded 2-core machine can
     * miss that time, CI failure of AftHostTest's LP 72): the same poll unchanged, with nothing between, is SAS's
     * implied NACK, so the machine sends the same reply again and carries out no order twice (docs/sas.md
     * "Acknowledgement"). Nothing is sent between the tries: a sync would acknowledge the lost reply.
     */
    private byte[] answered(byte[] message, HostLine.Shape reply) {
        byte[] got = null;
        for (int i = 0; i < TRIES && got == null; i++) {
            got = exchange(message, reply);
        }
        return got;
    }

    /** Any message with its reply, timed at the host. */
    HostLine.Received timed(byte[] message, HostLine.Shape reply, long firstByteMs) {
        HostLine.Received r = line.exchange(message, reply, firstByteMs);
        note(message, r.bytes());
        return r;
    }

    private byte[] exchange(byte[] message, HostLine.Shape reply) {
        return timed(message, reply, REPLY_MS).bytes();
    }

    private synchronized void note(byte[] sent, byte[] got) {
        transcript.addLast("-> " + Hex.of(sent) + "  <- " + Hex.of(got));
        while (transcript.size() > 80) {
            transcript.removeFirst();
        }
    }

    /** The last exchanges, oldest first, one a line: for a failure message. */
    synchronized String transcript() {
        return "\n  " + String.join("\n  ", transcript) + "\n  (stray bytes dropped: " + line.strays() + ")";
    }

    @Override
    public void close() {
        line.close();
    }
}
