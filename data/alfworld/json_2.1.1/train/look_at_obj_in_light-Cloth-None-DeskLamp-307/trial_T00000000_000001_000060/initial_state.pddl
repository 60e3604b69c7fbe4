(define (problem plan_trial_T00000000_000001_000060)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BookType - otype
        BowlType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        ClothType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PencilType - otype
        PillowType - otype
        DeskLamp_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__minus_02_dot_29 - object
        Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97 - object
        Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13 - object
        Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87 - object
        Book_bar__minus_00_dot_18_bar__plus_00_dot_29_bar__plus_02_dot_31 - object
        Book_bar__plus_02_dot_86_bar__plus_01_dot_01_bar__plus_00_dot_06 - object
        Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69 - object
        Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31 - object
        CellPhone_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__plus_01_dot_31 - object
        KeyChain_bar__minus_00_dot_00_bar__plus_00_dot_19_bar__minus_02_dot_47 - object
        Laptop_bar__minus_00_dot_96_bar__plus_00_dot_70_bar__minus_02_dot_64 - object
        Pencil_bar__plus_01_dot_53_bar__plus_00_dot_92_bar__plus_02_dot_85 - object
        Pillow_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_00_dot_50 - object
        Pillow_bar__minus_00_dot_23_bar__plus_01_dot_01_bar__minus_00_dot_70 - object
        Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 - receptacle
        Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 - receptacle
        Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 - receptacle
        Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 - receptacle
        SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 - receptacle
        loc_bar_1_bar__minus_7_bar_2_bar_30 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_8_bar_12_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_12_bar_2_bar_30)
        (receptacleType Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (receptacleType Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (receptacleType Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType ClothType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain FridgeType BowlType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType ClothType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PencilType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType ClothType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__minus_02_dot_29 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__minus_02_dot_29 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation DeskLamp_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__minus_02_dot_29 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (toggleable DeskLamp_bar__minus_02_dot_71_bar__plus_00_dot_93_bar__minus_02_dot_29)
        (objectType Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (cleanable Cloth_bar__minus_02_dot_15_bar__plus_01_dot_02_bar__plus_00_dot_97)
        (objectType Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13)
        (cleanable Cloth_bar__minus_01_dot_67_bar__plus_00_dot_26_bar__plus_00_dot_13)
        (objectType Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32)
        (objectAtLocation Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87)
        (cleanable Cloth_bar__plus_00_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_87)
        (objectType Book_bar__minus_00_dot_18_bar__plus_00_dot_29_bar__plus_02_dot_31 BookType)
        (inReceptacle Book_bar__minus_00_dot_18_bar__plus_00_dot_29_bar__plus_02_dot_31 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Book_bar__minus_00_dot_18_bar__plus_00_dot_29_bar__plus_02_dot_31 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Book_bar__minus_00_dot_18_bar__plus_00_dot_29_bar__plus_02_dot_31)
        (objectType Book_bar__plus_02_dot_86_bar__plus_01_dot_01_bar__plus_00_dot_06 BookType)
        (inReceptacle Book_bar__plus_02_dot_86_bar__plus_01_dot_01_bar__plus_00_dot_06 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Book_bar__plus_02_dot_86_bar__plus_01_dot_01_bar__plus_00_dot_06 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Book_bar__plus_02_dot_86_bar__plus_01_dot_01_bar__plus_00_dot_06)
        (objectType Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69 Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44)
        (objectAtLocation Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69)
        (cleanable Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69)
        (coolable Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69)
        (isReceptacleObject Bowl_bar__plus_00_dot_92_bar__plus_01_dot_23_bar__plus_00_dot_69)
        (objectType Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31)
        (cleanable Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31)
        (coolable Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31)
        (isReceptacleObject Bowl_bar__minus_00_dot_52_bar__plus_00_dot_72_bar__minus_00_dot_31)
        (objectType CellPhone_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__plus_01_dot_31 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__plus_01_dot_31 Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48)
        (objectAtLocation CellPhone_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__plus_01_dot_31 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__plus_01_dot_31)
        (objectType KeyChain_bar__minus_00_dot_00_bar__plus_00_dot_19_bar__minus_02_dot_47 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_00_bar__plus_00_dot_19_bar__minus_02_dot_47 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation KeyChain_bar__minus_00_dot_00_bar__plus_00_dot_19_bar__minus_02_dot_47 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_00_bar__plus_00_dot_19_bar__minus_02_dot_47)
        (objectType Laptop_bar__minus_00_dot_96_bar__plus_00_dot_70_bar__minus_02_dot_64 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_96_bar__plus_00_dot_70_bar__minus_02_dot_64 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation Laptop_bar__minus_00_dot_96_bar__plus_00_dot_70_bar__minus_02_dot_64 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_96_bar__plus_00_dot_70_bar__minus_02_dot_64)
        (objectType Pencil_bar__plus_01_dot_53_bar__plus_00_dot_92_bar__plus_02_dot_85 PencilType)
        (inReceptacle Pencil_bar__plus_01_dot_53_bar__plus_00_dot_92_bar__plus_02_dot_85 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (objectAtLocation Pencil_bar__plus_01_dot_53_bar__plus_00_dot_92_bar__plus_02_dot_85 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable Pencil_bar__plus_01_dot_53_bar__plus_00_dot_92_bar__plus_02_dot_85)
        (objectType Pillow_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_00_dot_50 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_00_dot_50 Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33)
        (objectAtLocation Pillow_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_00_dot_50 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_00_dot_50)
        (objectType Pillow_bar__minus_00_dot_23_bar__plus_01_dot_01_bar__minus_00_dot_70 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_23_bar__plus_01_dot_01_bar__minus_00_dot_70 Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33)
        (objectAtLocation Pillow_bar__minus_00_dot_23_bar__plus_01_dot_01_bar__minus_00_dot_70 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar__minus_00_dot_23_bar__plus_01_dot_01_bar__minus_00_dot_70)
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
                         (objectType ?o ClothType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
