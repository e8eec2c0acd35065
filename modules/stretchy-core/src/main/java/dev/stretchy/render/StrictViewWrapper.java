package dev.stretchy.render;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;

/**
 * Wraps the view records so that naming a member a record does not have is an error at the point of lookup, even
 * under {@code ??} or {@code !default}, which would otherwise turn a misspelt name into a silent fallback.
 */
final class StrictViewWrapper extends DefaultObjectWrapper {
    StrictViewWrapper() {
        super(Configuration.VERSION_2_3_34);
        setExposeFields(false);
        writeProtect();
    }

    @Override
    public TemplateModel wrap(Object obj) throws TemplateModelException {
        TemplateModel m = super.wrap(obj);
        return obj != null && obj.getClass().isRecord() && m instanceof MethodCallAwareTemplateHashModel h
                ? new StrictRecord(obj, h) : m;
    }

    /** A record as a hash of its components and methods; an unknown key throws. */
    private record StrictRecord(Object record, MethodCallAwareTemplateHashModel members) implements MethodCallAwareTemplateHashModel {
        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            return present(key, members.get(key));
        }

        /** {@code view.member()}: the accessor as a method (FreeMarker asks for it this way before a call). */
        @Override
        public TemplateModel getBeforeMethodCall(String key) throws TemplateModelException {
            try {
                return present(key, members.getBeforeMethodCall(key));
            } catch (ShouldNotBeGetAsMethodException e) {
                throw new TemplateModelException(e);
            }
        }

        private TemplateModel present(String key, TemplateModel m) throws TemplateModelException {
            if (m == null) {
                throw new TemplateModelException(record.getClass().getSimpleName() + " has no member \"" + key
                        + "\" (the view records list everything a template may read)");
            }
            return m;
        }

        @Override
        public boolean isEmpty() {
            return false;
        }
    }
}
