package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.engine.grid.Board;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The members of one kind of JSON object, in the order they are written, each read from the value the object
 * stands for: the outcome writers and the report declare their objects as such lists instead of writing field
 * after field (issue 38 item 3). Built once, in a static constant; {@link #write} puts out one value's members.
 *
 * @param <T> the value an object stands for
 */
final class Fields<T> {
    /** One member (or a few) of an object for {@code value}. */
    @FunctionalInterface
    interface Field<T> {
        void write(JsonGenerator g, BoardJson boards, T value) throws IOException;
    }

    private final List<Field<? super T>> fields = new ArrayList<>();

    /** An empty list, for {@code T}'s objects. */
    static <T> Fields<T> of(Class<T> type) {
        return new Fields<>();
    }

    /** Writes {@code value}'s members (not the object's start and end). */
    void write(JsonGenerator g, BoardJson boards, T value) throws IOException {
        for (Field<? super T> f : fields) {
            f.write(g, boards, value);
        }
    }

    /** Any member a list cannot say (conditional, computed). */
    Fields<T> with(Field<? super T> field) {
        fields.add(field);
        return this;
    }

    Fields<T> type(String type) {
        return with((g, b, v) -> g.writeStringField("type", type));
    }

    Fields<T> number(String name, ToLongFunction<T> f) {
        return with((g, b, v) -> g.writeNumberField(name, f.applyAsLong(v)));
    }

    Fields<T> decimal(String name, ToDoubleFunction<T> f) {
        return with((g, b, v) -> g.writeNumberField(name, f.applyAsDouble(v)));
    }

    Fields<T> bool(String name, Predicate<T> f) {
        return with((g, b, v) -> g.writeBooleanField(name, f.test(v)));
    }

    Fields<T> string(String name, Function<T, String> f) {
        return with((g, b, v) -> g.writeStringField(name, f.apply(v)));
    }

    /** An enum constant's name, or null ({@link BoardJson#constant}). */
    Fields<T> constant(String name, Function<T, Enum<?>> f) {
        return with((g, b, v) -> b.constant(name, f.apply(v)));
    }

    Fields<T> cell(String name, ToIntFunction<T> f) {
        return with((g, b, v) -> b.cell(name, f.applyAsInt(v)));
    }

    Fields<T> cells(String name, ToLongFunction<T> f) {
        return with((g, b, v) -> b.cells(name, f.applyAsLong(v)));
    }

    Fields<T> symbol(String name, ToIntFunction<T> f) {
        return with((g, b, v) -> b.symbol(name, f.applyAsInt(v)));
    }

    Fields<T> board(String name, Function<T, Board> f) {
        return with((g, b, v) -> b.board(name, f.apply(v)));
    }

    /** An object under {@code name} with {@code members}, or null when {@code f} gives null. */
    <U> Fields<T> object(String name, Function<T, U> f, Fields<U> members) {
        return with((g, b, v) -> b.object(name, f.apply(v), u -> members.write(g, b, u)));
    }

    /** An array under {@code name}: an object with {@code members} for each item. */
    <U> Fields<T> objects(String name, Function<T, ? extends Iterable<U>> f, Fields<U> members) {
        return with((g, b, v) -> b.objects(name, f.apply(v), u -> members.write(g, b, u)));
    }

    /** As {@link #objects(String, Function, Fields)}, each item written by {@code members} (a switch over kinds). */
    <U> Fields<T> objects(String name, Function<T, ? extends Iterable<U>> f, Field<U> members) {
        return with((g, b, v) -> b.objects(name, f.apply(v), u -> members.write(g, b, u)));
    }
}
