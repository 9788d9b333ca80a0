package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.app.AppException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** Small helpers over Jackson's streaming generator: one factory, string output. */
public final class JsonOut {
    private final JsonFactory factory = JsonFactory.builder().build();

    /** Something that writes one JSON value. */
    @FunctionalInterface
    public interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    public String write(Body body) {
        StringWriter w = new StringWriter(1024);
        try (JsonGenerator g = factory.createGenerator(w)) {
            body.write(g);
        } catch (IOException e) {
            throw new AppException("cannot write JSON", e);
        }
        return w.toString();
    }

    public JsonGenerator generator(java.io.Writer out) {
        try {
            return factory.createGenerator(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
