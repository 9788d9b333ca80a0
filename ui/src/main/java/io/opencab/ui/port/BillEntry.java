package io.opencab.ui.port;

import java.time.Instant;

/** One bill: its value, the credits it gave (0 unless stacked), its state and why. */
public record BillEntry(long id, Instant at, long valueCents, long credits, String state, String detail) {
}
