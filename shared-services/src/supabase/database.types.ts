export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      articles: {
        Row: {
          author: string;
          author_id: string | null;
          content: string;
          created_at: string;
          event_date: string | null;
          id: number;
          image: string | null;
          publish_date: string;
          status: string;
          title: string;
          type: string;
          updated_at: string;
        };
        Insert: {
          author?: string;
          author_id?: string | null;
          content: string;
          created_at?: string;
          event_date?: string | null;
          id?: number;
          image?: string | null;
          publish_date?: string;
          status?: string;
          title: string;
          type: string;
          updated_at?: string;
        };
        Update: {
          author?: string;
          author_id?: string | null;
          content?: string;
          created_at?: string;
          event_date?: string | null;
          id?: number;
          image?: string | null;
          publish_date?: string;
          status?: string;
          title?: string;
          type?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'articles_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      cart_items: {
        Row: {
          created_at: string;
          id: number;
          product_id: number;
          quantity: number;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          product_id: number;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          product_id?: number;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'cart_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      categories: {
        Row: {
          created_at: string;
          description: string | null;
          division: string;
          id: number;
          name: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          division: string;
          id?: number;
          name: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          division?: string;
          id?: number;
          name?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          id: number;
          is_read: boolean;
          message: string;
          name: string;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: number;
          is_read?: boolean;
          message: string;
          name: string;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: number;
          is_read?: boolean;
          message?: string;
          name?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      mail_outbox: {
        Row: {
          attempts: number;
          body: string;
          created_at: string;
          id: number;
          last_error: string | null;
          order_id: string | null;
          recipient: string;
          sent_at: string | null;
          subject: string;
          template: string;
        };
        Insert: {
          attempts?: number;
          body: string;
          created_at?: string;
          id?: number;
          last_error?: string | null;
          order_id?: string | null;
          recipient: string;
          sent_at?: string | null;
          subject: string;
          template: string;
        };
        Update: {
          attempts?: number;
          body?: string;
          created_at?: string;
          id?: number;
          last_error?: string | null;
          order_id?: string | null;
          recipient?: string;
          sent_at?: string | null;
          subject?: string;
          template?: string;
        };
        Relationships: [];
      };
      order_items: {
        Row: {
          id: number;
          line_total: number | null;
          order_id: string;
          product_id: number | null;
          product_image: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          shipment_id: number;
          unit_price: number;
        };
        Insert: {
          id?: number;
          line_total?: number | null;
          order_id: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          shipment_id: number;
          unit_price: number;
        };
        Update: {
          id?: number;
          line_total?: number | null;
          order_id?: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name?: string;
          quantity?: number;
          seller_id?: string;
          shipment_id?: number;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: false;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      order_payments: {
        Row: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          due_at?: string | null;
          gateway_order_id?: string | null;
          gateway_status?: string | null;
          gateway_transaction_id?: string | null;
          order_id: string;
          paid_at?: string | null;
          payment_type?: string | null;
          proof_path?: string | null;
          proof_uploaded_at?: string | null;
          refunded_at?: string | null;
          rejection_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          shipping_cost?: number;
          snap_redirect_url?: string | null;
          snap_token?: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          due_at?: string | null;
          gateway_order_id?: string | null;
          gateway_status?: string | null;
          gateway_transaction_id?: string | null;
          order_id?: string;
          paid_at?: string | null;
          payment_type?: string | null;
          proof_path?: string | null;
          proof_uploaded_at?: string | null;
          refunded_at?: string | null;
          rejection_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          shipping_cost?: number;
          snap_redirect_url?: string | null;
          snap_token?: string | null;
          status?: string;
          subtotal?: number;
          total?: number;
          unique_code?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_payments_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_payments_reviewed_by_fkey';
            columns: ['reviewed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_shipments: {
        Row: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          courier: string | null;
          created_at: string;
          id: number;
          order_id: string;
          received_at: string | null;
          released_at: string | null;
          seller_id: string;
          shipped_at: string | null;
          shipping_cost: number;
          status: string;
          subtotal: number;
          tracking_number: string | null;
          updated_at: string;
        };
        Insert: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          courier?: string | null;
          created_at?: string;
          id?: number;
          order_id: string;
          received_at?: string | null;
          released_at?: string | null;
          seller_id: string;
          shipped_at?: string | null;
          shipping_cost?: number;
          status?: string;
          subtotal: number;
          tracking_number?: string | null;
          updated_at?: string;
        };
        Update: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          courier?: string | null;
          created_at?: string;
          id?: number;
          order_id?: string;
          received_at?: string | null;
          released_at?: string | null;
          seller_id?: string;
          shipped_at?: string | null;
          shipping_cost?: number;
          status?: string;
          subtotal?: number;
          tracking_number?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_shipments_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_shipments_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_status_events: {
        Row: {
          changed_at: string;
          changed_by: string | null;
          id: number;
          kind: string;
          note: string | null;
          order_id: string;
          shipment_id: number | null;
          status: string;
        };
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          kind?: string;
          note?: string | null;
          order_id: string;
          shipment_id?: number | null;
          status: string;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          kind?: string;
          note?: string | null;
          order_id?: string;
          shipment_id?: number | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_status_events_changed_by_fkey';
            columns: ['changed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_status_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_status_events_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: false;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          status: string;
          street: string;
          updated_at: string;
        };
        Insert: {
          buyer_id: string;
          city: string;
          created_at?: string;
          id?: string;
          kecamatan: string;
          kelurahan: string;
          notes?: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          status?: string;
          street: string;
          updated_at?: string;
        };
        Update: {
          buyer_id?: string;
          city?: string;
          created_at?: string;
          id?: string;
          kecamatan?: string;
          kelurahan?: string;
          notes?: string | null;
          order_number?: string;
          payment_method?: string;
          phone?: string;
          postal_code?: string;
          province?: string;
          recipient_name?: string;
          status?: string;
          street?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      payment_notifications: {
        Row: {
          fraud_status: string | null;
          gateway_order_id: string;
          gross_amount: number | null;
          id: number;
          order_id: string | null;
          outcome: string;
          payload: Json;
          payment_type: string | null;
          received_at: string;
          signature_valid: boolean;
          status_code: string | null;
          transaction_id: string | null;
          transaction_status: string | null;
        };
        Insert: {
          fraud_status?: string | null;
          gateway_order_id: string;
          gross_amount?: number | null;
          id?: number;
          order_id?: string | null;
          outcome: string;
          payload?: Json;
          payment_type?: string | null;
          received_at?: string;
          signature_valid: boolean;
          status_code?: string | null;
          transaction_id?: string | null;
          transaction_status?: string | null;
        };
        Update: {
          fraud_status?: string | null;
          gateway_order_id?: string;
          gross_amount?: number | null;
          id?: number;
          order_id?: string | null;
          outcome?: string;
          payload?: Json;
          payment_type?: string | null;
          received_at?: string;
          signature_valid?: boolean;
          status_code?: string | null;
          transaction_id?: string | null;
          transaction_status?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_notifications_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      product_reviews: {
        Row: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          body?: string;
          created_at?: string;
          edit_count?: number;
          edited_at?: string | null;
          hidden?: boolean;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id?: number;
          order_item_id: number;
          photos?: string[];
          product_id: number;
          rating: number;
          replied_at?: string | null;
          reply?: string | null;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          body?: string;
          created_at?: string;
          edit_count?: number;
          edited_at?: string | null;
          hidden?: boolean;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id?: number;
          order_item_id?: number;
          photos?: string[];
          product_id?: number;
          rating?: number;
          replied_at?: string | null;
          reply?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_reviews_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_hidden_by_fkey';
            columns: ['hidden_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: true;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          category: string | null;
          category_id: number;
          created_at: string;
          description: string;
          division: string | null;
          id: number;
          images: string[];
          name: string;
          price: number;
          rating: number;
          reviews: number;
          seller_id: string;
          stock: number;
          updated_at: string;
        };
        Insert: {
          category?: string | null;
          category_id: number;
          created_at?: string;
          description?: string;
          division?: string | null;
          id?: number;
          images?: string[];
          name: string;
          price: number;
          rating?: number;
          reviews?: number;
          seller_id?: string;
          stock?: number;
          updated_at?: string;
        };
        Update: {
          category?: string | null;
          category_id?: number;
          created_at?: string;
          description?: string;
          division?: string | null;
          id?: number;
          images?: string[];
          name?: string;
          price?: number;
          rating?: number;
          reviews?: number;
          seller_id?: string;
          stock?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'category_product_counts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profile_contacts: {
        Row: {
          address: string | null;
          created_at: string;
          id: string;
          phone: string | null;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          created_at?: string;
          id: string;
          phone?: string | null;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          created_at?: string;
          id?: string;
          phone?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'profile_contacts_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          created_at: string;
          full_name: string | null;
          id: string;
          reputation: number;
          role: string;
          seller_rating: number;
          seller_review_count: number;
          updated_at: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id: string;
          reputation?: number;
          role?: string;
          seller_rating?: number;
          seller_review_count?: number;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id?: string;
          reputation?: number;
          role?: string;
          seller_rating?: number;
          seller_review_count?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      review_reminders: {
        Row: {
          created_at: string;
          shipment_id: number;
        };
        Insert: {
          created_at?: string;
          shipment_id: number;
        };
        Update: {
          created_at?: string;
          shipment_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reminders_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: true;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      review_reports: {
        Row: {
          created_at: string;
          id: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        Insert: {
          created_at?: string;
          id?: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        Update: {
          created_at?: string;
          id?: number;
          reason?: string;
          reporter_id?: string;
          review_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_reports_review_id_fkey';
            columns: ['review_id'];
            isOneToOne: false;
            referencedRelation: 'product_reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      shipping_rates: {
        Row: {
          cost: number;
          province: string;
          updated_at: string;
        };
        Insert: {
          cost: number;
          province: string;
          updated_at?: string;
        };
        Update: {
          cost?: number;
          province?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_settings: {
        Row: {
          address: string | null;
          auto_receive_seconds: number;
          bank_transfer_instructions: string | null;
          created_at: string;
          description: string | null;
          email: string | null;
          facebook: string | null;
          id: number;
          instagram: string | null;
          logo_url: string | null;
          max_unpaid_orders: number;
          payment_deadline_seconds: number;
          phone: string | null;
          site_name: string;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          auto_receive_seconds?: number;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          max_unpaid_orders?: number;
          payment_deadline_seconds?: number;
          phone?: string | null;
          site_name?: string;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          auto_receive_seconds?: number;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          max_unpaid_orders?: number;
          payment_deadline_seconds?: number;
          phone?: string | null;
          site_name?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      wishlist_items: {
        Row: {
          created_at: string;
          product_id: number;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          product_id: number;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          product_id?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'wishlist_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      category_product_counts: {
        Row: {
          description: string | null;
          division: string | null;
          id: number | null;
          name: string | null;
          product_count: number | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      apply_gateway_status: {
        Args: {
          fraud_status: string;
          gateway_order_id: string;
          gross_amount: number;
          payload: Json;
          payment_type: string;
          signature_valid: boolean;
          status_code: string;
          transaction_id: string;
          transaction_status: string;
        };
        Returns: Json;
      };
      cancel_open_shipments: {
        Args: { p_actor: string; p_order: string; p_reason: string };
        Returns: undefined;
      };
      cancel_order: {
        Args: { order_id: string; reason?: string };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          status: string;
          street: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      current_user_role: { Args: never; Returns: string };
      edit_review: {
        Args: { body?: string; photos?: string[]; rating: number; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      enqueue_mail: {
        Args: { p_body: string; p_order: string; p_subject: string; p_template: string; p_user: string };
        Returns: undefined;
      };
      format_rupiah: { Args: { p_amount: number }; Returns: string };
      has_admin_role: { Args: never; Returns: boolean };
      is_admin: { Args: never; Returns: boolean };
      is_api_user: { Args: never; Returns: boolean };
      is_order_buyer: { Args: { p_order_id: string }; Returns: boolean };
      is_order_seller: { Args: { p_order_id: string }; Returns: boolean };
      is_seller: { Args: never; Returns: boolean };
      is_shipment_seller: { Args: { p_shipment_id: number }; Returns: boolean };
      is_valid_phone: { Args: { p_phone: string }; Returns: boolean };
      log_order_event: {
        Args: {
          p_actor: string;
          p_kind: string;
          p_note?: string;
          p_order: string;
          p_shipment?: number;
          p_status: string;
        };
        Returns: undefined;
      };
      mail_order_cancelled: { Args: { p_order: string; p_reason: string }; Returns: undefined };
      mail_review_moderated: { Args: { p_reason: string; p_review: number }; Returns: undefined };
      mail_seller_new_shipment: { Args: { p_shipment: number }; Returns: undefined };
      merge_cart: {
        Args: { lines: Json };
        Returns: {
          created_at: string;
          id: number;
          product_id: number;
          quantity: number;
          updated_at: string;
          user_id: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'cart_items';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      mfa_assurance_ok: { Args: never; Returns: boolean };
      moderate_review: {
        Args: { hidden: boolean; reason?: string; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      national_phone: { Args: { p_phone: string }; Returns: string };
      order_lines: {
        Args: { p_items: Json };
        Returns: {
          product_id: number;
          quantity: number;
        }[];
      };
      order_settings: { Args: never; Returns: Record<string, unknown> };
      place_order: {
        Args: { items: Json; payment_method: string; shipping: Json };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          status: string;
          street: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      price_rupiah: { Args: { p_price: number }; Returns: number };
      product_review_stats: {
        Args: { product_id: number };
        Returns: {
          reviews: number;
          stars: number;
        }[];
      };
      queue_review_reminders: { Args: never; Returns: number };
      quote_order: { Args: { items: Json; province?: string }; Returns: Json };
      record_snap_transaction: {
        Args: { order_id: string; redirect_url: string; snap_token: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      refresh_order_status: { Args: { p_actor: string; p_order: string }; Returns: string };
      refresh_product_rating: { Args: { p_product_id: number }; Returns: undefined };
      refresh_seller_figures: { Args: { p_user: string }; Returns: undefined };
      reply_review: {
        Args: { reply: string; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      report_review: {
        Args: { reason: string; review_id: number };
        Returns: {
          created_at: string;
          id: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        SetofOptions: {
          from: '*';
          to: 'review_reports';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      restock_shipments: { Args: { p_shipments: number[] }; Returns: undefined };
      review_check_input: {
        Args: { p_body: string; p_photos: string[]; p_rating: number };
        Returns: undefined;
      };
      review_payment: {
        Args: { accept: boolean; order_id: string; reason?: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      run_order_jobs: { Args: never; Returns: Json };
      rupiah_per_base_unit: { Args: never; Returns: number };
      search_product_ranks: {
        Args: { q: string };
        Returns: {
          exact: boolean;
          id: number;
          similarity: number;
          tier: number;
        }[];
      };
      search_products: {
        Args: { q: string };
        Returns: {
          category: string | null;
          category_id: number;
          created_at: string;
          description: string;
          division: string | null;
          id: number;
          images: string[];
          name: string;
          price: number;
          rating: number;
          reviews: number;
          seller_id: string;
          stock: number;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'products';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      search_suggestions: { Args: { max_results?: number; q: string }; Returns: string[] };
      search_text: { Args: { q: string }; Returns: string };
      shipping_rate_of: { Args: { p_province: string }; Returns: Record<string, unknown> };
      submit_payment_proof: {
        Args: { order_id: string; proof_path: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_review: {
        Args: { body?: string; order_item_id: number; photos?: string[]; rating: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      update_shipment: {
        Args: {
          courier?: string;
          reason?: string;
          shipment_id: number;
          status: string;
          tracking_number?: string;
        };
        Returns: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          courier: string | null;
          created_at: string;
          id: number;
          order_id: string;
          received_at: string | null;
          released_at: string | null;
          seller_id: string;
          shipped_at: string | null;
          shipping_cost: number;
          status: string;
          subtotal: number;
          tracking_number: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_shipments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
