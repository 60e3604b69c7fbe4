(define (problem plan_trial_T00000000_000001_000073)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        TissueBoxType - otype
        VaseType - otype
        FloorLamp_bar__minus_00_dot_72_bar__plus_00_dot_40_bar__minus_02_dot_56 - object
        Newspaper_bar__plus_00_dot_26_bar__plus_00_dot_37_bar__plus_02_dot_70 - object
        Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72 - object
        CellPhone_bar__minus_01_dot_57_bar__plus_00_dot_70_bar__plus_02_dot_26 - object
        CellPhone_bar__minus_01_dot_22_bar__plus_01_dot_15_bar__minus_01_dot_01 - object
        KeyChain_bar__minus_00_dot_78_bar__plus_01_dot_33_bar__plus_01_dot_00 - object
        KeyChain_bar__minus_02_dot_71_bar__plus_01_dot_48_bar__minus_00_dot_85 - object
        Laptop_bar__minus_02_dot_60_bar__plus_01_dot_18_bar__plus_01_dot_27 - object
        Laptop_bar__plus_02_dot_29_bar__plus_00_dot_21_bar__plus_00_dot_11 - object
        TissueBox_bar__minus_01_dot_01_bar__plus_00_dot_98_bar__minus_01_dot_60 - object
        TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_77 - object
        Vase_bar__minus_02_dot_72_bar__plus_00_dot_65_bar__minus_02_dot_38 - object
        Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 - receptacle
        Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__plus_00_dot_26 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_58_bar__plus_00_dot_22 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_58_bar__plus_00_dot_27 - receptacle
        Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 - receptacle
        SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27 - receptacle
        loc_bar__minus_14_bar_15_bar_0_bar_30 - location
        loc_bar__minus_16_bar_4_bar_3_bar_30 - location
        loc_bar__minus_19_bar_4_bar_2_bar_0 - location
        loc_bar__minus_21_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_0_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_0 - location
        loc_bar__minus_8_bar_4_bar_1_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar_7_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30 loc_bar__minus_14_bar_15_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (receptacleType Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37 loc_bar__minus_16_bar_4_bar_3_bar_30)
        (openable Drawer_bar__minus_05_dot_02_bar__plus_00_dot_88_bar__plus_00_dot_37)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__plus_00_dot_26 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__plus_00_dot_26 loc_bar__minus_7_bar_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_58_bar__plus_00_dot_22 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_58_bar__plus_00_dot_22 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_58_bar__plus_00_dot_27 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_58_bar__plus_00_dot_27 loc_bar__minus_8_bar_4_bar_1_bar_0)
        (receptacleType Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (receptacleType SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType TissueBoxType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType FloorLamp_bar__minus_00_dot_72_bar__plus_00_dot_40_bar__minus_02_dot_56 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_00_dot_72_bar__plus_00_dot_40_bar__minus_02_dot_56 Shelf_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__plus_00_dot_26)
        (objectAtLocation FloorLamp_bar__minus_00_dot_72_bar__plus_00_dot_40_bar__minus_02_dot_56 loc_bar__minus_7_bar_5_bar_2_bar_30)
        (toggleable FloorLamp_bar__minus_00_dot_72_bar__plus_00_dot_40_bar__minus_02_dot_56)
        (objectType Newspaper_bar__plus_00_dot_26_bar__plus_00_dot_37_bar__plus_02_dot_70 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_26_bar__plus_00_dot_37_bar__plus_02_dot_70 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectAtLocation Newspaper_bar__plus_00_dot_26_bar__plus_00_dot_37_bar__plus_02_dot_70 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (pickupable Newspaper_bar__plus_00_dot_26_bar__plus_00_dot_37_bar__plus_02_dot_70)
        (objectType Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72 BoxType)
        (inReceptacle Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_09_bar__plus_00_dot_23)
        (objectAtLocation Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (pickupable Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72)
        (isReceptacleObject Box_bar__plus_00_dot_59_bar__plus_00_dot_98_bar__plus_02_dot_72)
        (objectType CellPhone_bar__minus_01_dot_57_bar__plus_00_dot_70_bar__plus_02_dot_26 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_57_bar__plus_00_dot_70_bar__plus_02_dot_26 SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27)
        (objectAtLocation CellPhone_bar__minus_01_dot_57_bar__plus_00_dot_70_bar__plus_02_dot_26 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_57_bar__plus_00_dot_70_bar__plus_02_dot_26)
        (objectType CellPhone_bar__minus_01_dot_22_bar__plus_01_dot_15_bar__minus_01_dot_01 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_22_bar__plus_01_dot_15_bar__minus_01_dot_01 Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09)
        (objectAtLocation CellPhone_bar__minus_01_dot_22_bar__plus_01_dot_15_bar__minus_01_dot_01 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable CellPhone_bar__minus_01_dot_22_bar__plus_01_dot_15_bar__minus_01_dot_01)
        (objectType KeyChain_bar__minus_00_dot_78_bar__plus_01_dot_33_bar__plus_01_dot_00 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_78_bar__plus_01_dot_33_bar__plus_01_dot_00 SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27)
        (objectAtLocation KeyChain_bar__minus_00_dot_78_bar__plus_01_dot_33_bar__plus_01_dot_00 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_78_bar__plus_01_dot_33_bar__plus_01_dot_00)
        (objectType KeyChain_bar__minus_02_dot_71_bar__plus_01_dot_48_bar__minus_00_dot_85 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_71_bar__plus_01_dot_48_bar__minus_00_dot_85 Shelf_bar__minus_01_dot_29_bar__plus_00_dot_58_bar__plus_00_dot_22)
        (objectAtLocation KeyChain_bar__minus_02_dot_71_bar__plus_01_dot_48_bar__minus_00_dot_85 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_71_bar__plus_01_dot_48_bar__minus_00_dot_85)
        (objectType Laptop_bar__minus_02_dot_60_bar__plus_01_dot_18_bar__plus_01_dot_27 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_60_bar__plus_01_dot_18_bar__plus_01_dot_27 SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27)
        (objectAtLocation Laptop_bar__minus_02_dot_60_bar__plus_01_dot_18_bar__plus_01_dot_27 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_60_bar__plus_01_dot_18_bar__plus_01_dot_27)
        (objectType Laptop_bar__plus_02_dot_29_bar__plus_00_dot_21_bar__plus_00_dot_11 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_29_bar__plus_00_dot_21_bar__plus_00_dot_11 SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27)
        (objectAtLocation Laptop_bar__plus_02_dot_29_bar__plus_00_dot_21_bar__plus_00_dot_11 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable Laptop_bar__plus_02_dot_29_bar__plus_00_dot_21_bar__plus_00_dot_11)
        (objectType TissueBox_bar__minus_01_dot_01_bar__plus_00_dot_98_bar__minus_01_dot_60 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_01_bar__plus_00_dot_98_bar__minus_01_dot_60 Drawer_bar__minus_03_dot_57_bar__plus_01_dot_01_bar__plus_04_dot_30)
        (objectAtLocation TissueBox_bar__minus_01_dot_01_bar__plus_00_dot_98_bar__minus_01_dot_60 loc_bar__minus_14_bar_15_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_01_bar__plus_00_dot_98_bar__minus_01_dot_60)
        (objectType TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_77 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_77 SideTable_bar__minus_05_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_27)
        (objectAtLocation TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_77 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_77)
        (objectType Vase_bar__minus_02_dot_72_bar__plus_00_dot_65_bar__minus_02_dot_38 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_72_bar__plus_00_dot_65_bar__minus_02_dot_38 Shelf_bar__minus_05_dot_24_bar__plus_01_dot_39_bar__plus_00_dot_09)
        (objectAtLocation Vase_bar__minus_02_dot_72_bar__plus_00_dot_65_bar__minus_02_dot_38 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable Vase_bar__minus_02_dot_72_bar__plus_00_dot_65_bar__minus_02_dot_38)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
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
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
