(define (problem plan_trial_T00000000_000001_000040)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        DeskLamp_bar__minus_00_dot_86_bar__plus_01_dot_21_bar__plus_02_dot_64 - object
        Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17 - object
        Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95 - object
        Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10 - object
        Book_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__plus_02_dot_60 - object
        KeyChain_bar__minus_02_dot_01_bar__plus_01_dot_13_bar__minus_02_dot_63 - object
        KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__plus_01_dot_10 - object
        Laptop_bar__minus_01_dot_53_bar__plus_01_dot_46_bar__minus_02_dot_58 - object
        Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 - receptacle
        Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 - receptacle
        Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        loc_bar_11_bar_9_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar_9_bar_2_bar_30)
        (receptacleType Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleType Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (receptacleType Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 SafeType)
        (receptacleAtLocation Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (openable Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain DeskType BookType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType BookType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType DeskLamp_bar__minus_00_dot_86_bar__plus_01_dot_21_bar__plus_02_dot_64 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_00_dot_86_bar__plus_01_dot_21_bar__plus_02_dot_64 Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation DeskLamp_bar__minus_00_dot_86_bar__plus_01_dot_21_bar__plus_02_dot_64 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_86_bar__plus_01_dot_21_bar__plus_02_dot_64)
        (objectType Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17 MugType)
        (inReceptacle Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41)
        (objectAtLocation Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17)
        (cleanable Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17)
        (heatable Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17)
        (coolable Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17)
        (isReceptacleObject Mug_bar__minus_00_dot_90_bar__plus_00_dot_24_bar__plus_01_dot_17)
        (objectType Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95 MugType)
        (inReceptacle Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95)
        (cleanable Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95)
        (heatable Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95)
        (coolable Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95)
        (isReceptacleObject Mug_bar__plus_01_dot_15_bar__plus_00_dot_51_bar__plus_00_dot_95)
        (objectType Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10 MugType)
        (inReceptacle Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10 Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10)
        (cleanable Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10)
        (heatable Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10)
        (coolable Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10)
        (isReceptacleObject Mug_bar__minus_00_dot_35_bar__plus_00_dot_78_bar__plus_02_dot_10)
        (objectType Book_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__plus_02_dot_60 BookType)
        (inReceptacle Book_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__plus_02_dot_60 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Book_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__plus_02_dot_60 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Book_bar__minus_02_dot_84_bar__plus_00_dot_30_bar__plus_02_dot_60)
        (objectType KeyChain_bar__minus_02_dot_01_bar__plus_01_dot_13_bar__minus_02_dot_63 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_01_bar__plus_01_dot_13_bar__minus_02_dot_63 Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (objectAtLocation KeyChain_bar__minus_02_dot_01_bar__plus_01_dot_13_bar__minus_02_dot_63 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_01_bar__plus_01_dot_13_bar__minus_02_dot_63)
        (objectType KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__plus_01_dot_10 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__plus_01_dot_10 Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (objectAtLocation KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__plus_01_dot_10 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__plus_01_dot_10)
        (objectType Laptop_bar__minus_01_dot_53_bar__plus_01_dot_46_bar__minus_02_dot_58 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_53_bar__plus_01_dot_46_bar__minus_02_dot_58 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Laptop_bar__minus_01_dot_53_bar__plus_01_dot_46_bar__minus_02_dot_58 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Laptop_bar__minus_01_dot_53_bar__plus_01_dot_46_bar__minus_02_dot_58)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o MugType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
