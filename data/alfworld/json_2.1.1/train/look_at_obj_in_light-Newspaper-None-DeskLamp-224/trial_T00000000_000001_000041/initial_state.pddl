(define (problem plan_trial_T00000000_000001_000041)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        RemoteControlType - otype
        StatueType - otype
        WateringCanType - otype
        DeskLamp_bar__plus_00_dot_89_bar__plus_00_dot_34_bar__plus_01_dot_03 - object
        Newspaper_bar__minus_01_dot_13_bar__plus_01_dot_23_bar__minus_01_dot_23 - object
        Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62 - object
        CellPhone_bar__plus_01_dot_37_bar__plus_01_dot_31_bar__plus_01_dot_29 - object
        CellPhone_bar__minus_01_dot_41_bar__plus_00_dot_56_bar__plus_02_dot_27 - object
        Laptop_bar__minus_02_dot_10_bar__plus_01_dot_39_bar__minus_00_dot_61 - object
        Laptop_bar__minus_00_dot_69_bar__plus_01_dot_25_bar__plus_01_dot_06 - object
        RemoteControl_bar__plus_00_dot_14_bar__plus_00_dot_49_bar__plus_02_dot_79 - object
        Statue_bar__minus_02_dot_08_bar__plus_00_dot_45_bar__minus_01_dot_11 - object
        Statue_bar__minus_02_dot_59_bar__plus_01_dot_13_bar__minus_01_dot_31 - object
        WateringCan_bar__minus_00_dot_90_bar__plus_00_dot_93_bar__plus_01_dot_98 - object
        WateringCan_bar__minus_01_dot_25_bar__plus_00_dot_08_bar__plus_01_dot_26 - object
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 - receptacle
        Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 - receptacle
        Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 - receptacle
        loc_bar_7_bar_0_bar_2_bar_30 - location
        loc_bar__minus_10_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_0_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 loc_bar__minus_10_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49)
        (receptacleType Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_00_dot_89_bar__plus_00_dot_34_bar__plus_01_dot_03 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_89_bar__plus_00_dot_34_bar__plus_01_dot_03 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation DeskLamp_bar__plus_00_dot_89_bar__plus_00_dot_34_bar__plus_01_dot_03 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_89_bar__plus_00_dot_34_bar__plus_01_dot_03)
        (objectType Newspaper_bar__minus_01_dot_13_bar__plus_01_dot_23_bar__minus_01_dot_23 NewspaperType)
        (inReceptacle Newspaper_bar__minus_01_dot_13_bar__plus_01_dot_23_bar__minus_01_dot_23 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94)
        (objectAtLocation Newspaper_bar__minus_01_dot_13_bar__plus_01_dot_23_bar__minus_01_dot_23 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_01_dot_13_bar__plus_01_dot_23_bar__minus_01_dot_23)
        (objectType Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62 BoxType)
        (inReceptacle Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62)
        (isReceptacleObject Box_bar__plus_01_dot_83_bar__plus_00_dot_57_bar__minus_01_dot_62)
        (objectType CellPhone_bar__plus_01_dot_37_bar__plus_01_dot_31_bar__plus_01_dot_29 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_37_bar__plus_01_dot_31_bar__plus_01_dot_29 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (objectAtLocation CellPhone_bar__plus_01_dot_37_bar__plus_01_dot_31_bar__plus_01_dot_29 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_37_bar__plus_01_dot_31_bar__plus_01_dot_29)
        (objectType CellPhone_bar__minus_01_dot_41_bar__plus_00_dot_56_bar__plus_02_dot_27 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_41_bar__plus_00_dot_56_bar__plus_02_dot_27 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (objectAtLocation CellPhone_bar__minus_01_dot_41_bar__plus_00_dot_56_bar__plus_02_dot_27 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_41_bar__plus_00_dot_56_bar__plus_02_dot_27)
        (objectType Laptop_bar__minus_02_dot_10_bar__plus_01_dot_39_bar__minus_00_dot_61 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_10_bar__plus_01_dot_39_bar__minus_00_dot_61 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Laptop_bar__minus_02_dot_10_bar__plus_01_dot_39_bar__minus_00_dot_61 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_10_bar__plus_01_dot_39_bar__minus_00_dot_61)
        (objectType Laptop_bar__minus_00_dot_69_bar__plus_01_dot_25_bar__plus_01_dot_06 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_69_bar__plus_01_dot_25_bar__plus_01_dot_06 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Laptop_bar__minus_00_dot_69_bar__plus_01_dot_25_bar__plus_01_dot_06 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_69_bar__plus_01_dot_25_bar__plus_01_dot_06)
        (objectType RemoteControl_bar__plus_00_dot_14_bar__plus_00_dot_49_bar__plus_02_dot_79 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_14_bar__plus_00_dot_49_bar__plus_02_dot_79 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (objectAtLocation RemoteControl_bar__plus_00_dot_14_bar__plus_00_dot_49_bar__plus_02_dot_79 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_14_bar__plus_00_dot_49_bar__plus_02_dot_79)
        (objectType Statue_bar__minus_02_dot_08_bar__plus_00_dot_45_bar__minus_01_dot_11 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_08_bar__plus_00_dot_45_bar__minus_01_dot_11 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Statue_bar__minus_02_dot_08_bar__plus_00_dot_45_bar__minus_01_dot_11 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Statue_bar__minus_02_dot_08_bar__plus_00_dot_45_bar__minus_01_dot_11)
        (objectType Statue_bar__minus_02_dot_59_bar__plus_01_dot_13_bar__minus_01_dot_31 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_59_bar__plus_01_dot_13_bar__minus_01_dot_31 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Statue_bar__minus_02_dot_59_bar__plus_01_dot_13_bar__minus_01_dot_31 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Statue_bar__minus_02_dot_59_bar__plus_01_dot_13_bar__minus_01_dot_31)
        (objectType WateringCan_bar__minus_00_dot_90_bar__plus_00_dot_93_bar__plus_01_dot_98 WateringCanType)
        (inReceptacle WateringCan_bar__minus_00_dot_90_bar__plus_00_dot_93_bar__plus_01_dot_98 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (objectAtLocation WateringCan_bar__minus_00_dot_90_bar__plus_00_dot_93_bar__plus_01_dot_98 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable WateringCan_bar__minus_00_dot_90_bar__plus_00_dot_93_bar__plus_01_dot_98)
        (objectType WateringCan_bar__minus_01_dot_25_bar__plus_00_dot_08_bar__plus_01_dot_26 WateringCanType)
        (inReceptacle WateringCan_bar__minus_01_dot_25_bar__plus_00_dot_08_bar__plus_01_dot_26 Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49)
        (objectAtLocation WateringCan_bar__minus_01_dot_25_bar__plus_00_dot_08_bar__plus_01_dot_26 loc_bar__minus_10_bar__minus_6_bar_0_bar_30)
        (pickupable WateringCan_bar__minus_01_dot_25_bar__plus_00_dot_08_bar__plus_01_dot_26)
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
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
