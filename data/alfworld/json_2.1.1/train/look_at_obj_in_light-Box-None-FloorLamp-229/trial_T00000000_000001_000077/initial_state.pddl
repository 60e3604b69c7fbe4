(define (problem plan_trial_T00000000_000001_000077)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        FloorLamp_bar__plus_01_dot_81_bar__plus_00_dot_77_bar__plus_02_dot_75 - object
        Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24 - object
        Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71 - object
        Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68 - object
        Laptop_bar__minus_02_dot_92_bar__plus_01_dot_33_bar__plus_01_dot_06 - object
        Laptop_bar__plus_01_dot_99_bar__plus_01_dot_23_bar__minus_01_dot_62 - object
        Pen_bar__plus_01_dot_01_bar__plus_00_dot_04_bar__plus_00_dot_27 - object
        Pen_bar__plus_02_dot_62_bar__plus_01_dot_04_bar__plus_00_dot_55 - object
        Pencil_bar__minus_01_dot_81_bar__plus_01_dot_10_bar__plus_01_dot_84 - object
        Pencil_bar__plus_02_dot_59_bar__plus_01_dot_08_bar__minus_01_dot_32 - object
        Pillow_bar__plus_02_dot_73_bar__plus_00_dot_73_bar__minus_01_dot_99 - object
        ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 - receptacle
        Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 - receptacle
        SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 - receptacle
        SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 - receptacle
        SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 - receptacle
        Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 - receptacle
        loc_bar__minus_14_bar_6_bar_2_bar_30 - location
        loc_bar__minus_20_bar_10_bar_3_bar_30 - location
        loc_bar__minus_20_bar_13_bar_2_bar_30 - location
        loc_bar__minus_20_bar_15_bar_2_bar_30 - location
        loc_bar__minus_21_bar_12_bar_2_bar_30 - location
        loc_bar__minus_21_bar_14_bar_2_bar_30 - location
        loc_bar__minus_21_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar_11_bar_0_bar_30 - location
        loc_bar__minus_8_bar_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_9_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 loc_bar__minus_21_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68)
        (receptacleType Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 DresserType)
        (receptacleAtLocation Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType BoxType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_01_dot_81_bar__plus_00_dot_77_bar__plus_02_dot_75 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_01_dot_81_bar__plus_00_dot_77_bar__plus_02_dot_75 Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40)
        (objectAtLocation FloorLamp_bar__plus_01_dot_81_bar__plus_00_dot_77_bar__plus_02_dot_75 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (toggleable FloorLamp_bar__plus_01_dot_81_bar__plus_00_dot_77_bar__plus_02_dot_75)
        (objectType Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24 BoxType)
        (inReceptacle Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24)
        (isReceptacleObject Box_bar__minus_00_dot_74_bar__plus_00_dot_31_bar__plus_02_dot_24)
        (objectType Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71 BoxType)
        (inReceptacle Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71)
        (isReceptacleObject Box_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__minus_00_dot_71)
        (objectType Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68 BoxType)
        (inReceptacle Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68)
        (isReceptacleObject Box_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__plus_01_dot_68)
        (objectType Laptop_bar__minus_02_dot_92_bar__plus_01_dot_33_bar__plus_01_dot_06 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_92_bar__plus_01_dot_33_bar__plus_01_dot_06 SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52)
        (objectAtLocation Laptop_bar__minus_02_dot_92_bar__plus_01_dot_33_bar__plus_01_dot_06 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_92_bar__plus_01_dot_33_bar__plus_01_dot_06)
        (objectType Laptop_bar__plus_01_dot_99_bar__plus_01_dot_23_bar__minus_01_dot_62 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_99_bar__plus_01_dot_23_bar__minus_01_dot_62 Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40)
        (objectAtLocation Laptop_bar__plus_01_dot_99_bar__plus_01_dot_23_bar__minus_01_dot_62 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable Laptop_bar__plus_01_dot_99_bar__plus_01_dot_23_bar__minus_01_dot_62)
        (objectType Pen_bar__plus_01_dot_01_bar__plus_00_dot_04_bar__plus_00_dot_27 PenType)
        (inReceptacle Pen_bar__plus_01_dot_01_bar__plus_00_dot_04_bar__plus_00_dot_27 SideTable_bar__minus_00_dot_31_bar__plus_00_dot_02_bar__plus_00_dot_62)
        (objectAtLocation Pen_bar__plus_01_dot_01_bar__plus_00_dot_04_bar__plus_00_dot_27 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable Pen_bar__plus_01_dot_01_bar__plus_00_dot_04_bar__plus_00_dot_27)
        (objectType Pen_bar__plus_02_dot_62_bar__plus_01_dot_04_bar__plus_00_dot_55 PenType)
        (inReceptacle Pen_bar__plus_02_dot_62_bar__plus_01_dot_04_bar__plus_00_dot_55 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Pen_bar__plus_02_dot_62_bar__plus_01_dot_04_bar__plus_00_dot_55 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Pen_bar__plus_02_dot_62_bar__plus_01_dot_04_bar__plus_00_dot_55)
        (objectType Pencil_bar__minus_01_dot_81_bar__plus_01_dot_10_bar__plus_01_dot_84 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_81_bar__plus_01_dot_10_bar__plus_01_dot_84 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (objectAtLocation Pencil_bar__minus_01_dot_81_bar__plus_01_dot_10_bar__plus_01_dot_84 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable Pencil_bar__minus_01_dot_81_bar__plus_01_dot_10_bar__plus_01_dot_84)
        (objectType Pencil_bar__plus_02_dot_59_bar__plus_01_dot_08_bar__minus_01_dot_32 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_59_bar__plus_01_dot_08_bar__minus_01_dot_32 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (objectAtLocation Pencil_bar__plus_02_dot_59_bar__plus_01_dot_08_bar__minus_01_dot_32 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable Pencil_bar__plus_02_dot_59_bar__plus_01_dot_08_bar__minus_01_dot_32)
        (objectType Pillow_bar__plus_02_dot_73_bar__plus_00_dot_73_bar__minus_01_dot_99 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_73_bar__plus_00_dot_73_bar__minus_01_dot_99 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Pillow_bar__plus_02_dot_73_bar__plus_00_dot_73_bar__minus_01_dot_99 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Pillow_bar__plus_02_dot_73_bar__plus_00_dot_73_bar__minus_01_dot_99)
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
                         (objectType ?o BoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
