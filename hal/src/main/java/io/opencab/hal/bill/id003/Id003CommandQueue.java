package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import java.util.ArrayDeque;

/**
 * The commands waiting to go out before the next status poll, each with the number of attempts made at it.
 * Operations go to the front (one of each kind), settings to the back (a newer setting of a kind replaces a
 * queued one). Used under the host's lock.
 */
final class Id003CommandQueue {
    /** Attempts at one queued command before it is dropped (the status poll then re-decides). */
    static final int MAX_ATTEMPTS = 3;

    private static final class Pending {
        final Id003Frame frame;
        int attempts;

        Pending(Id003Frame frame) {
            this.frame = frame;
        }
    }

    private final ArrayDeque<Pending> queue = new ArrayDeque<>();

    /** The head of the queue, or null when empty. */
    Id003Frame head() {
        Pending p = queue.peek();
        return p == null ? null : p.frame;
    }

    boolean isEmpty() {
        return queue.isEmpty();
    }

    /** Whether {@code sent} is the command at the head (so an answer to it concerns the queue). */
    boolean isHead(Id003Frame sent) {
        Pending p = queue.peek();
        return p != null && p.frame.equals(sent);
    }

    /** The head was answered as it should be: it is done. */
    void completeHead() {
        queue.poll();
    }

    /** Counts a failed attempt at the head if it is {@code sent}; true when that drops it. */
    boolean failedAttempt(Id003Frame sent) {
        Pending p = queue.peek();
        if (p != null && p.frame.equals(sent) && ++p.attempts >= MAX_ATTEMPTS) {
            queue.poll();
            return true;
        }
        return false;
    }

    void clear() {
        queue.clear();
    }

    /** Queues a RESET at the front unless one is queued. */
    void queueReset() {
        for (Pending p : queue) {
            if (p.frame.command() == RESET) {
                return;
            }
        }
        queue.addFirst(new Pending(Id003Frame.of(RESET)));
    }

    /** Queues a command at the front unless the same command is queued. */
    void queueFront(Id003Frame f) {
        for (Pending p : queue) {
            if (p.frame.equals(f)) {
                return;
            }
        }
        queue.addFirst(new Pending(f));
    }

    /** Drops every queued command of this kind (a decision changed: that HOLD or STACK-1 is no longer wanted). */
    void remove(int command) {
        queue.removeIf(p -> p.frame.command() == command);
    }

    /** Queues a setting, replacing a queued one of the same kind. */
    void queueSetting(Id003Frame f) {
        queue.removeIf(p -> p.frame.command() == f.command() && p != queue.peek());
        if (!queue.isEmpty() && queue.peek().frame.command() == f.command()) {
            if (queue.peek().frame.equals(f)) {
                return;
            }
        }
        queue.addLast(new Pending(f));
    }

    boolean hasQueuedSetting() {
        for (Pending p : queue) {
            if (isSetting(p.frame.command())) {
                return true;
            }
        }
        return false;
    }
}
